import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasLinkToolSession } from '@rona/api-client';

/** Without the studio session the list and the editor go to /link-login (spec 3 §4). */
export function RequireLinkTool({ children }: { children: ReactNode }) {
  if (!hasLinkToolSession()) return <Navigate to="/link-login" replace />;
  return <>{children}</>;
}
