import { endSession, setFlashMessage, takeFlashMessage } from '@rona/api-client';
import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { notifySuccess } from '../../feedback/notify';
import { AppLink } from '../../navigation/app-link';
import classes from './panel.module.css';

/**
 * Ends the member session: the API revokes it, the SESSION__ cookie goes, and a full load of /
 * drops every member datum kept in memory (cart, wishlist flags). 'Akun kamu berhasil keluar'
 * waits in a flash message for that page.
 */
export function logout(): void {
  void endSession().then(() => {
    setFlashMessage(t('auth.logout.success'));
    window.location.assign(paths.home());
  });
}

/** Shows, once, a success message the previous page load left (login, OTP, logout go through a full load). */
export function showFlashMessage(): void {
  if (typeof window === 'undefined') return;
  const message = takeFlashMessage();
  if (message) notifySuccess(message);
}
// Every page with the shop header imports this module once, at start-up.
showFlashMessage();

export const ACCOUNT_LINKS = [
  { to: paths.activity(), label: 'account.activity' },
  { to: paths.activity('wishlist'), label: 'account.wishlist' },
  { to: paths.activity('review'), label: 'account.review' },
  { to: paths.profile(), label: 'account.profile' },
] as const;

export function AccountMenu() {
  return (
    <ul className={classes.links}>
      {ACCOUNT_LINKS.map((link) => (
        <li key={link.to}>
          <AppLink to={link.to}>{t(link.label)}</AppLink>
        </li>
      ))}
      <li>
        <button type="button" onClick={logout}>
          {t('account.logout')}
        </button>
      </li>
    </ul>
  );
}
