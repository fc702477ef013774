import { lazy, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { t } from '@rona/i18n';
import { NavigationProgress } from '../app/navigation-progress';
import { HydrationBoundary } from '../app/hydration-boundary';
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
 * filter, tab or page change in the query keeps the scroll where it is (a paged list moves to its own
 * top after this restore: useListTopOnPaging in @rona/ui/pagination).
 */
const scrollKey = (location: Location) => location.pathname;

/** Header, page, footer and the chat link (floating, but in the flow on phones), shared by the storefront and the account app. */
export function ShopLayout() {
  const shell = useRef<HTMLDivElement>(null);
  // Marks the page as live once React has committed its hydration (an effect runs only then); the
  // parts in their own boundaries (HydrationBoundary) follow in tasks of their own, and React replays
  // a tap on one of them once it is live. End-to-end tests wait for it. Set on the element, so the
  // page does not render again for it.
  useEffect(() => shell.current?.setAttribute('data-hydrated', 'true'), []);
  return (
    <div className={classes.shell} ref={shell}>
      <MemberReadsRefresh />
      <ScrollRestoration getKey={scrollKey} />
      <NavigationProgress />
      <HeaderMenusProvider>
        <HydrationBoundary>
          <Header />
        </HydrationBoundary>
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

/** Its own component: signing in or out re-renders only this, not the page. */
function MemberReadsRefresh() {
  useMemberRefreshAfterHydration();
  return null;
}
