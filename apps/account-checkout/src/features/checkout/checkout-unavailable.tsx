import { paths } from '@rona/routes';
import { t } from '@rona/i18n';
import { actionButtonClass, AppLink, EmptyState } from '@rona/ui';
import '@rona/i18n/areas/checkout';

/** No checkout id, or the server no longer has this checkout (expired, ordered, not yours): back to the cart. */
export function CheckoutUnavailable({ title, hint }: { title: string; hint: string }) {
  return (
    <EmptyState
      title={title}
      hint={hint}
      action={
        <AppLink to={paths.cart()} className={actionButtonClass}>
          {t('checkout.backToCart')}
        </AppLink>
      }
    />
  );
}
