import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isLoggedIn } from '@rona/api-client';
import { paths } from '@rona/routes';

/** Member pages need a session: without the SESSION__ cookie the visitor logs in first and comes back. */
export function memberOnly({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  return redirect(`${paths.login()}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}
