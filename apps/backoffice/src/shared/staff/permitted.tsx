import type { ReactNode } from 'react';
import type { PermissionKey } from '@rona/domain/browser';
import { EmptyState } from '@rona/ui';
import { t } from '../i18n';
import { can } from './permissions';
import { useStaff } from './staff-context';

/** Renders its children only for staff holding `needs`; otherwise `fallback` (nothing by default). */
export function Permitted({
  needs,
  children,
  fallback = null,
}: {
  needs: PermissionKey;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const staff = useStaff();
  return <>{can(staff.permissions, needs) ? children : fallback}</>;
}

/** A whole page that needs a key: 'Tidak ada akses' instead of a page whose every call answers 403. */
export function PermittedPage({ needs, children }: { needs: PermissionKey; children: ReactNode }) {
  return (
    <Permitted
      needs={needs}
      fallback={<EmptyState title={t('backoffice.noAccessTitle')} hint={t('backoffice.noAccessBody')} level={2} />}
    >
      {children}
    </Permitted>
  );
}
