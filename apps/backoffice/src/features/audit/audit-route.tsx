import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { AuditPage } from './audit-page';

export const auditRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="audit:read">
      <AuditPage />
    </PermittedPage>
  ),
};
