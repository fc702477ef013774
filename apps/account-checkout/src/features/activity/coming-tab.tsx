import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink, EmptyState } from '@rona/ui';
import '@rona/i18n/areas/member';

/** Daftar Transaksi, Wishlist and Ulasan arrive with their own issues; until then a clear placeholder. */
export function ComingTab() {
  return (
    <EmptyState
      title={t('activity.coming')}
      hint={t('activity.comingBody')}
      level={2}
      action={
        <AppLink className={actionButtonClass} to={paths.products()}>
          {t('activity.shop')}
        </AppLink>
      }
    />
  );
}
