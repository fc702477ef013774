import { getApiClient, clearSessionToken } from '@rona/api-client';
import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { AppLink } from '../../navigation/app-link';
import classes from './panel.module.css';

/** Ends the member session: tells the API (best effort), drops the SESSION__ cookie, reloads on /. */
export function logout(): void {
  void getApiClient()
    .call('logout')
    .catch(() => undefined);
  clearSessionToken();
  // A full load so no member data (cart, wishlist flags) survives in memory.
  window.location.assign(paths.home());
}

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
