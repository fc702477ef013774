import { lazy } from 'react';
import { Badge, Skeleton, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { memberProfileQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { activityMessages } from '@rona/i18n/areas/activity';
import { paths } from '@rona/routes';
import { LazyBoundary, useDocumentTitle } from '@rona/ui';
import { PanelSkeleton } from '../../shared/member-area/panel-skeleton';
import { useActiveTabInView } from '../../shared/member-area/use-active-tab-in-view';
import classes from '../../shared/member-area/member-area.module.css';
import { ACTIVITY_TABS, activityTabOf } from '../../shared/member-area/activity-tabs';

const t = translator(accountMessages, activityMessages);

const NotificationTab = lazy(() => import('./notification-tab'));
const UnpaidOrdersTab = lazy(() => import('./unpaid-orders-tab'));
const WishlistTab = lazy(() => import('../wishlist/wishlist-tab'));
const OrderHistoryTab = lazy(() => import('../orders/order-history-tab'));
const ReviewTab = lazy(() => import('../reviews/review-tab'));

/** /user/activity?action= (spec 3 §2): greeting, profile link, five tabs. */
export function ActivityPage() {
  useDocumentTitle(t('activity.title'));
  const [params, setParams] = useSearchParams();
  const tab = activityTabOf(params.get('action'));
  const profile = useQuery(memberProfileQuery());
  const tabListRef = useActiveTabInView(tab);
  const user = profile.data;
  const unread = user?.count.notification ?? 0;

  return (
    <div className={classes.page}>
      <header className={classes.head}>
        {user ? (
          <h1 className={classes.greeting}>{t('account.greeting', { name: user.fullName })}</h1>
        ) : (
          <Skeleton height={28} width={220} />
        )}
        <Link className={classes.headLink} to={paths.profile()}>
          {t('account.toProfile')}
        </Link>
      </header>
      {/* A new tab starts clean: `menu` and `page` belong to the tab they were chosen on (spec 3 §2). */}
      <Tabs
        value={tab}
        onChange={(next) => next && setParams({ action: next })}
        keepMounted={false}
        classNames={{ list: classes.tabList }}
      >
        <Tabs.List ref={tabListRef} aria-label={t('activity.tabs')}>
          {ACTIVITY_TABS.map((id) => (
            <Tabs.Tab
              key={id}
              value={id}
              rightSection={
                id === 'notification' && unread > 0 ? (
                  <Badge
                    size="sm"
                    circle
                    aria-label={t('activity.notification.unread', { count: unread })}
                    data-testid="unread-count"
                  >
                    {unread > 99 ? '99+' : unread}
                  </Badge>
                ) : undefined
              }
            >
              {t(`activity.tab.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ACTIVITY_TABS.map((id) => (
          <Tabs.Panel key={id} value={id} className={classes.panel}>
            <LazyBoundary fallback={<PanelSkeleton />}>
              {id === 'notification' ? (
                <NotificationTab />
              ) : id === 'payment_waiting' ? (
                <UnpaidOrdersTab />
              ) : id === 'wishlist' ? (
                <WishlistTab />
              ) : id === 'transaction' ? (
                <OrderHistoryTab />
              ) : (
                <ReviewTab />
              )}
            </LazyBoundary>
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}
