import { paths } from '@rona/routes';

/**
 * Where the login goes afterwards: the `redirect` query when it is a back-office page, else the day
 * at a glance — the one page every staff member may open, whatever their role.
 */
export function loginTarget(redirect: string | null): string {
  const home = paths.adminDashboard();
  if (!redirect || redirect.startsWith('//') || redirect.includes('\\')) return home;
  const admin = redirect === '/admin' || redirect.startsWith('/admin/') || redirect.startsWith('/admin?');
  if (!admin || redirect.startsWith(paths.adminLogin())) return home;
  return redirect;
}
