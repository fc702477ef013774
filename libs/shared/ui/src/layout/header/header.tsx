import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { notificationListQuery } from '@rona/api-client';
import { t, type CoreKey } from '@rona/i18n';
import { paths } from '@rona/routes';
import { BellIcon, CartIcon, CloseIcon, MenuIcon, UserIcon } from '../../icons/icons';
import { AppLink } from '../../navigation/app-link';
import { LazyBoundary } from '../../feedback/lazy-boundary';
import { useCartSummary } from '../../cart/use-cart-summary';
import { useSignedIn } from '../../app/use-hydrated';
import { SearchBar } from '../search/search-bar';
import { AccountMenu, ACCOUNT_LINKS, logout } from './account-menu';
import { HeaderDropdown } from './header-dropdown';
import { useHeaderMenus } from './header-menus';
import classes from './header.module.css';
import panel from './panel.module.css';

const loadCartPanel = () => import('./cart-panel');
const CartPanel = lazy(loadCartPanel);
const loadNotificationPanel = () => import('./notification-panel');
const NotificationPanel = lazy(loadNotificationPanel);

export const MENU: ReadonlyArray<{ to: string; label: CoreKey }> = [
  { to: paths.home(), label: 'menu.home' },
  { to: paths.products(), label: 'menu.shop' },
  { to: paths.promos(), label: 'menu.promo' },
  { to: paths.about(), label: 'menu.about' },
  { to: paths.blog(), label: 'menu.blog' },
];

function isCurrent(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

const loading = <p className={panel.empty}>{t('loading')}</p>;
const failed = <p className={panel.empty}>{t('error.reload')}</p>;

/** The fixed shop header (spec 1 §2, spec 3 §2): menu, search, cart, notifications, account or 'Masuk'. */
export function Header() {
  const { pathname } = useLocation();
  const { open, toggle, close } = useHeaderMenus();
  const { count } = useCartSummary();
  // The server renders the header as for an anonymous visitor, and so does hydration; the member's
  // menus, cart count and bell fill in right after, in a slot of the same size (no layout shift).
  const loggedIn = useSignedIn();
  // The bell shows the member's unread notifications (the same query the dropdown reads).
  const unread =
    useQuery({ ...notificationListQuery(undefined, 1), enabled: loggedIn, meta: { silent: true } }).data?.unread ?? 0;
  const burgerOpen = open === 'burger';

  useEffect(() => {
    if (!burgerOpen) return;
    const onKeyDown = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [burgerOpen, close]);

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <button
          type="button"
          className={`${classes.iconButton} ${classes.burger}`}
          aria-label={
            burgerOpen ? t('menu.close') : unread > 0 ? t('menu.openUnread', { count: unread }) : t('menu.open')
          }
          aria-expanded={burgerOpen}
          aria-controls="rona-mobile-menu"
          onClick={() => toggle('burger')}
        >
          {burgerOpen ? <CloseIcon /> : <MenuIcon />}
          {/* Phones have no bell: the burger carries the unread count, as the menu's 'Notifikasi' does. */}
          {!burgerOpen && unread > 0 && (
            <span className={classes.badge} aria-hidden="true">
              {unread}
            </span>
          )}
        </button>
        <AppLink to={paths.home()} className={classes.logo} aria-label={t('header.home')}>
          {t('brand.name')}
        </AppLink>
        <nav className={classes.nav} aria-label={t('menu.main')}>
          {MENU.map((item) => (
            <AppLink
              key={item.to}
              to={item.to}
              className={classes.navLink}
              aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
            >
              {t(item.label)}
            </AppLink>
          ))}
        </nav>
        <SearchBar />
        <div className={classes.actions}>
          <HeaderDropdown
            id="cart"
            label={count ? t('header.cartWithCount', { count }) : t('header.cart')}
            icon={<CartIcon />}
            badge={count}
            onIntent={() => void loadCartPanel()}
          >
            <LazyBoundary fallback={loading} failed={failed}>
              <CartPanel />
            </LazyBoundary>
          </HeaderDropdown>
          {loggedIn ? (
            <div className={`${classes.desktopOnly} ${classes.accountSlot}`} data-testid="account-slot">
              <HeaderDropdown
                id="notifications"
                label={t('header.notifications')}
                icon={<BellIcon />}
                badge={unread}
                onIntent={() => void loadNotificationPanel()}
              >
                <LazyBoundary fallback={loading} failed={failed}>
                  <NotificationPanel />
                </LazyBoundary>
              </HeaderDropdown>
              <HeaderDropdown id="account" label={t('header.account')} icon={<UserIcon />}>
                <AccountMenu />
              </HeaderDropdown>
            </div>
          ) : (
            <span className={`${classes.desktopOnly} ${classes.accountSlot}`} data-testid="account-slot">
              <AppLink to={paths.login()} className={classes.login}>
                {t('header.login')}
              </AppLink>
            </span>
          )}
        </div>
      </div>
      {burgerOpen && (
        <nav id="rona-mobile-menu" className={classes.mobileNav} aria-label={t('menu.main')}>
          {MENU.map((item) => (
            <AppLink key={item.to} to={item.to} aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}>
              {t(item.label)}
            </AppLink>
          ))}
          {loggedIn ? (
            <>
              <AppLink
                to={paths.activity('notification')}
                className={classes.mobileNotifications}
                aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : undefined}
              >
                {t('header.notifications')}
                {unread > 0 && (
                  <span className={classes.menuBadge} aria-hidden="true">
                    {unread}
                  </span>
                )}
              </AppLink>
              {ACCOUNT_LINKS.map((link) => (
                <AppLink key={link.to} to={link.to}>
                  {t(link.label)}
                </AppLink>
              ))}
              <button type="button" onClick={logout}>
                {t('account.logout')}
              </button>
            </>
          ) : (
            <AppLink to={paths.login()}>{t('header.login')}</AppLink>
          )}
        </nav>
      )}
    </header>
  );
}
