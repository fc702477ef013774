import { lazy } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { t } from '@rona/i18n';
import { NavigationProgress } from '../app/navigation-progress';
import { useHydrated } from '../app/use-hydrated';
import { ChatIcon } from '../icons/icons';
import { Header } from './header/header';
import { HeaderMenusProvider } from './header/header-menus';
import { LazyWhenVisible } from './lazy-when-visible';
import { whatsappUrl } from './shop-contact';
import { useMemberRefreshAfterHydration } from './use-member-refresh';
import classes from './shop-layout.module.css';

const Footer = lazy(() => import('./footer/footer'));

/**
 * A new page starts at its top, back/forward returns to where the shopper was; keyed by path, so a
 * filter, tab or page change in the query keeps the scroll where it is (pages that want the top, like
 * the listing's paging, scroll themselves).
 */
const scrollKey = (location: Location) => location.pathname;

/** Header, page, footer and the chat link (floating, but in the flow on phones), shared by the storefront and the account app. */
export function ShopLayout() {
  useMemberRefreshAfterHydration();
  // Marks the page as live (hydrated): end-to-end tests wait for it before reading per-person parts.
  const hydrated = useHydrated();
  return (
    <div className={classes.shell} data-hydrated={hydrated || undefined}>
      <ScrollRestoration getKey={scrollKey} />
      <NavigationProgress />
      <HeaderMenusProvider>
        <Header />
      </HeaderMenusProvider>
      <main className={classes.main}>
        <Outlet />
      </main>
      {/* Floating on wide screens; on phones it sits here, above the footer, clear of the page's buttons. */}
      <a
        className={classes.chat}
        href={whatsappUrl()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.label')}
      >
        <ChatIcon size={20} />
        <span>{t('chat.help')}</span>
      </a>
      {/* Fetched once it is really on screen: while a page's own chunk loads, the footer sits right at the fold. */}
      <LazyWhenVisible minHeight={320} rootMargin="0px 0px -1px 0px">
        <Footer />
      </LazyWhenVisible>
    </div>
  );
}
