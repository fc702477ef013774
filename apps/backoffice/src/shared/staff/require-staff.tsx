import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, hasStaffSession, onSessionEnded } from '@rona/api-client';
import { ErrorState } from '@rona/ui';
import { paths } from '@rona/routes';
import { t } from '../i18n';
import { PageSkeleton } from '../page-states/page-skeleton';
import { StaffContext } from './staff-context';
import { staffMeQuery } from './staff-queries';

/**
 * Staff pages: without a staff session (no marker, or the API answers 401: ended, idle for 30
 * minutes, logged out elsewhere) the login opens, and comes back here afterwards. With
 * ADMIN_REQUIRE_TOTP on and no authenticator yet, only the security page opens.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = location.pathname + location.search;
  const signedIn = hasStaffSession();
  const me = useQuery({ ...staffMeQuery(), enabled: signedIn });
  // A call anywhere on the page found the session over: no staff data stays on screen.
  useEffect(
    () =>
      onSessionEnded((scope) => {
        if (scope !== 'admin') return;
        queryClient.clear();
        navigate(paths.adminLogin(here), { replace: true });
      }),
    [navigate, queryClient, here],
  );
  const toLogin = <Navigate to={paths.adminLogin(here)} replace />;
  if (!signedIn) return toLogin;
  if (me.isPending) return <PageSkeleton />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.httpStatus === 401) return toLogin;
    return <ErrorState title={t('backoffice.loadFailed')} error={me.error} onRetry={() => void me.refetch()} />;
  }
  if (me.data.totpRequired && location.pathname !== paths.adminSecurity())
    return <Navigate to={paths.adminSecurity()} replace />;
  return <StaffContext.Provider value={me.data}>{children ?? <Outlet />}</StaffContext.Provider>;
}
