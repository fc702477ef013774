import { paths } from '@rona/routes';

/** Where the login goes afterwards: the `redirect` query when it is a back-office page, else the orders. */
export function loginTarget(redirect: string | null): string {
  if (!redirect || redirect.startsWith('//') || redirect.includes('\\')) return paths.adminOrders();
  const admin = redirect === '/admin' || redirect.startsWith('/admin/') || redirect.startsWith('/admin?');
  if (!admin || redirect.startsWith(paths.adminLogin())) return paths.adminOrders();
  return redirect;
}
