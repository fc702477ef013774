import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '@rona/api-client';
import { EmptyState, ErrorState } from '@rona/ui';
import { AuditTable } from '../../shared/audit/audit-table';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { t } from '../../shared/i18n';

/** 'Riwayat': the audit entries of this order (entity=order, entityId=its invoice). */
export function OrderHistoryTab({ invoice }: { invoice: string }) {
  const audit = useQuery(adminQuery('adminAudit', { query: { entity: 'order', entityId: invoice, limit: 100 } }));
  if (audit.isPending) return <TableSkeleton rows={4} />;
  if (audit.isError)
    return (
      <ErrorState
        title={t('backoffice.loadFailed')}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        level={3}
      />
    );
  if (audit.data.datas.length === 0) return <EmptyState title={t('backoffice.audit.empty')} level={3} />;
  return <AuditTable entries={audit.data.datas} caption={t('backoffice.order.tab.history')} showEntity={false} />;
}
