import { Link } from 'react-router-dom';
import { actionButtonClass, EmptyState } from '@rona/ui';
import { paths } from '@rona/routes';
import { t } from '../i18n';

export function NotFound() {
  return (
    <EmptyState
      title={t('backoffice.notFound')}
      action={
        <Link className={actionButtonClass} to={paths.adminOrders()}>
          {t('backoffice.toOrders')}
        </Link>
      }
    />
  );
}
