import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, adminQuery, apiKeys } from '@rona/api-client';
import type { AdminCertificate } from '@rona/domain';
import { EmptyState, ErrorState } from '@rona/ui';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { CertificateForm } from './certificate-form';
import { DeleteDialog } from './delete-dialog';
import { t } from './i18n';
import { SortableRows } from './sortable-rows';
import { useOrder } from './use-order';
import classes from './banners.module.css';

/** The about page's certificates in their order: add, edit, delete, reorder. */
export function CertificateTab() {
  const queryClient = useQueryClient();
  const list = useQuery(adminQuery('adminCertificates'));
  const { move, saving } = useOrder('adminCertificates');
  const [editing, setEditing] = useState<AdminCertificate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCertificate | null>(null);
  const rows = list.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" maw={560}>
          {t('backoffice.certificates.hint')}
        </Text>
        <Button onClick={() => setEditing('new')}>{t('backoffice.certificates.add')}</Button>
      </Group>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('backoffice.certificates.empty')} hint={t('backoffice.certificates.emptyHint')} />
      ) : (
        <SortableRows
          label={t('backoffice.certificates.list')}
          disabled={saving}
          onMove={move}
          rows={rows.map((c) => ({
            id: c.id,
            name: c.title,
            content: (
              <Group gap="sm" wrap="nowrap" align="center">
                <img src={c.image} alt="" className={classes.thumb} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {c.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.issuer}
                  </Text>
                  <Group gap={4}>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setEditing(c)}
                      aria-label={t('backoffice.banners.editOf', { name: c.title })}
                    >
                      {t('backoffice.banners.edit')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="outline"
                      color="red.9"
                      onClick={() => setDeleting(c)}
                      aria-label={t('backoffice.banners.deleteOf', { name: c.title })}
                    >
                      {t('backoffice.banners.delete')}
                    </Button>
                  </Group>
                </Stack>
              </Group>
            ),
          }))}
        />
      )}
      {editing && (
        <CertificateForm certificate={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteDialog
          name={deleting.title}
          remove={async () => {
            await adminCall('adminCertificateDelete', { params: { certificateId: deleting.id } });
            await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminCertificates') });
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
