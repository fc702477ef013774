import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isInternalTo } from '@rona/routes';
import { useCurrentApp } from './app-context';

/**
 * A path as the browser will follow it: '/\t/evil.example' or '/\\evil.example' look like paths
 * but leave the origin once resolved, so a path that does is sent home instead.
 */
function onThisOrigin(to: string): string {
  if (!to.startsWith('/')) return to;
  const url = new URL(to, document.location.origin);
  return url.origin === document.location.origin ? url.pathname + url.search + url.hash : '/';
}

/** `navigate(path)` that crosses to another app with a full page load. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const app = useCurrentApp();
  return useCallback(
    (to: string, opts?: { replace?: boolean }) => {
      const target = onThisOrigin(to);
      if (isInternalTo(app, target)) navigate(target, opts);
      else if (opts?.replace) window.location.replace(target);
      else window.location.assign(target);
    },
    [app, navigate],
  );
}
