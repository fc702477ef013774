import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { isInternalTo } from '@rona/routes';
import { useCurrentApp } from './app-context';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link that navigates client-side when the current app owns the target path and does a
 * full page load when another app owns it (spec: apps deploy separately behind one origin).
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  const app = useCurrentApp();
  if (isInternalTo(app, to)) return <Link ref={ref} to={to} {...rest} />;
  return <a ref={ref} href={to} {...rest} />;
});
