import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { AppLink } from '../../navigation/app-link';
import classes from './panel.module.css';

/** The member's latest notifications. The list arrives with the accounts issue; until then, its empty state. */
export default function NotificationPanel() {
  return (
    <div>
      <p className={classes.title}>{t('header.notifications')}</p>
      <p className={classes.empty}>{t('header.notificationsEmpty')}</p>
      <AppLink className={classes.cta} to={paths.activity('notification')}>
        {t('header.notificationsSeeAll')}
      </AppLink>
    </div>
  );
}
