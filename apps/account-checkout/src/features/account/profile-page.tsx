import { lazy, type ComponentType } from 'react';
import { Skeleton, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { SessionUser } from '@rona/domain';
import { memberProfileQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { paths, type ProfileTab } from '@rona/routes';
import { actionButtonClass, EmptyState, LazyBoundary, useDocumentTitle } from '@rona/ui';
import { PanelSkeleton } from '../../shared/member-area/panel-skeleton';
import { PROFILE_TABS, profileTabOf } from './profile-tabs';
import { useActiveTabInView } from '../../shared/member-area/use-active-tab-in-view';
import classes from '../../shared/member-area/member-area.module.css';

const t = translator(accountMessages);

/** Each tab's code (and its form rules) loads when the tab is first shown. */
const PANELS: Record<ProfileTab, ComponentType<{ user: SessionUser }>> = {
  points: lazy(() => import('./points/points-tab')),
  profile: lazy(() => import('./biodata/biodata-tab')),
  destination: lazy(() => import('./address/address-tab')),
  bank: lazy(() => import('./bank/bank-tab')),
  analytic: lazy(() => import('./skin/skin-tab')),
  settings: lazy(() => import('./settings/settings-tab')),
};

const failed = (
  <EmptyState
    title={t('error.pageLoad')}
    level={3}
    action={
      <button type="button" className={actionButtonClass} onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
    }
  />
);

/** /user/profile?action= (spec 3 §2): greeting, link to the activity hub, six tabs. */
export function ProfilePage() {
  useDocumentTitle(t('account.profile'));
  const [params, setParams] = useSearchParams();
  const tab = profileTabOf(params.get('action'));
  const profile = useQuery(memberProfileQuery());
  const tabListRef = useActiveTabInView(tab);
  const user = profile.data;

  return (
    <div className={classes.page}>
      <header className={classes.head}>
        {user ? (
          <h1 className={classes.greeting}>{t('account.greeting', { name: user.fullName })}</h1>
        ) : (
          <Skeleton height={28} width={220} />
        )}
        <Link className={classes.headLink} to={paths.activity()}>
          {t('account.toActivity')}
        </Link>
      </header>
      {/* The same words as the HTML's own first paint (first-paint.ts), which paints them before any script. */}
      <p className={classes.lead}>{t('account.lead')}</p>
      {/* Changing tab keeps only `action`: page numbers and tokens belong to the tab they were set on. */}
      <Tabs
        value={tab}
        onChange={(next) => next && setParams({ action: next })}
        keepMounted={false}
        classNames={{ list: classes.tabList }}
      >
        <Tabs.List ref={tabListRef} aria-label={t('account.tabs')}>
          {PROFILE_TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`account.tab.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PROFILE_TABS.map((id) => {
          const Panel = PANELS[id];
          return (
            <Tabs.Panel key={id} value={id} className={classes.panel}>
              {profile.isError ? (
                failed
              ) : user ? (
                <LazyBoundary fallback={<PanelSkeleton />} failed={failed}>
                  <Panel user={user} />
                </LazyBoundary>
              ) : (
                <PanelSkeleton />
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </div>
  );
}
