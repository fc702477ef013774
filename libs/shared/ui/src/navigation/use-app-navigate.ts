import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isInternalTo } from '@rona/routes';
import { useCurrentApp } from './app-context';

/** `navigate(path)` that crosses to another app with a full page load. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const app = useCurrentApp();
  return useCallback(
    (to: string, opts?: { replace?: boolean }) => {
      if (isInternalTo(app, to)) navigate(to, opts);
      else if (opts?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    [app, navigate],
  );
}
