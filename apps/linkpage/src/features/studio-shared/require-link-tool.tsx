import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getLinkToolToken } from '@rona/api-client';

/** Without the studio token the list and the editor go to /link-login (spec 3 §4). */
export function RequireLinkTool({ children }: { children: ReactNode }) {
  if (!getLinkToolToken()) return <Navigate to="/link-login" replace />;
  return <>{children}</>;
}
