import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ApiError, hasStaffSession } from '@rona/api-client';
import { ErrorState } from '@rona/ui';
import { paths } from '@rona/routes';
import { t } from '../i18n';
import { PageSkeleton } from '../page-states/page-skeleton';
import { StaffContext } from './staff-context';
import { staffMeQuery } from './staff-queries';

/**
 * Staff pages: without a staff session (no marker, or the API answers 401: ended, idle for 30
 * minutes, logged out elsewhere) the login opens, and comes back here afterwards.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const signedIn = hasStaffSession();
  const me = useQuery({ ...staffMeQuery(), enabled: signedIn });
  const toLogin = <Navigate to={paths.adminLogin(location.pathname + location.search)} replace />;
  if (!signedIn) return toLogin;
  if (me.isPending) return <PageSkeleton />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.httpStatus === 401) return toLogin;
    return <ErrorState title={t('backoffice.loadFailed')} error={me.error} onRetry={() => void me.refetch()} />;
  }
  return <StaffContext.Provider value={me.data}>{children ?? <Outlet />}</StaffContext.Provider>;
}
