import { Badge, Table, Text } from '@mantine/core';
import type { AdminOrderMoveResult } from '@rona/domain';
import { t } from '../../shared/i18n';

/** A batch's outcome, one row per order: each succeeded or failed on its own. */
export function BatchResults({ results }: { results: AdminOrderMoveResult[] }) {
  const ok = results.filter((r) => r.ok).length;
  return (
    <div>
      <Text fw={600} role="status" mb="xs">
        {t('backoffice.orders.batchSummary', { ok, failed: results.length - ok })}
      </Text>
      <Table>
        <Table.Caption>{t('backoffice.orders.batchResults')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('backoffice.orders.col.invoice')}</Table.Th>
            <Table.Th scope="col">{t('backoffice.orders.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((r) => (
            <Table.Tr key={r.invoice} data-testid={`batch-result-${r.invoice}`}>
              <Table.Td>{r.invoice}</Table.Td>
              <Table.Td>
                <Badge color={r.ok ? 'green.9' : 'red.9'} variant="filled">
                  {r.ok ? t('backoffice.orders.batchOk') : t('backoffice.orders.batchFailed')}
                </Badge>{' '}
                {r.ok ? (r.status ? t(`orderStatus.${r.status}`) : '') : r.message}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
