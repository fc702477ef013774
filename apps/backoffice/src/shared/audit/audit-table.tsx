import { Code, Table } from '@mantine/core';
import type { AuditEntry } from '@rona/domain';
import { formatShopDateTime } from '@rona/rules';
import { ScrollTable } from '../data-table/scroll-table';
import { t } from '../i18n';

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The changed fields of one write: before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <>—</>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {keys.map((k) => (
        <li key={k}>
          <Code>{k}</Code>: {show(entry.before?.[k])} → {show(entry.after?.[k])}
        </li>
      ))}
    </ul>
  );
}

/** Audit entries (who, when, what, before/after): the audit page and an order's 'Riwayat'. */
export function AuditTable({
  entries,
  caption,
  showEntity = true,
}: {
  entries: AuditEntry[];
  caption: string;
  showEntity?: boolean;
}) {
  return (
    <ScrollTable minWidth={640} label={caption}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('backoffice.audit.at')}</Table.Th>
            <Table.Th scope="col">{t('backoffice.audit.actor')}</Table.Th>
            {showEntity && <Table.Th scope="col">{t('backoffice.audit.entity')}</Table.Th>}
            <Table.Th scope="col">{t('backoffice.audit.action')}</Table.Th>
            <Table.Th scope="col">{t('backoffice.audit.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{formatShopDateTime(e.at)}</Table.Td>
              <Table.Td>{e.actor.name}</Table.Td>
              {showEntity && (
                <Table.Td>
                  {e.entity} {e.entityId}
                </Table.Td>
              )}
              <Table.Td>{e.action}</Table.Td>
              <Table.Td>
                <Changes entry={e} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
