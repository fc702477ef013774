import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, adminQuery, apiKeys } from '@rona/api-client';
import type { AdminBanner } from '@rona/domain';
import { EmptyState, ErrorState, notifySuccess } from '@rona/ui';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { BannerForm } from './banner-form';
import { endedNow, windowText } from './banner-values';
import { DeleteDialog } from './delete-dialog';
import { t } from './i18n';
import { SortableRows } from './sortable-rows';
import { BannerStatusBadge } from './status-badge';
import { useOrder } from './use-order';
import classes from './banners.module.css';

/** The home banners in their order, each with its status and window; add, edit, end now, delete, reorder. */
export function BannerTab() {
  const queryClient = useQueryClient();
  const list = useQuery(adminQuery('adminBanners'));
  const { move, saving } = useOrder('adminBanners');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const [ending, setEnding] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminBanners') });
  const end = async (b: AdminBanner) => {
    setEnding(b.id);
    try {
      await adminCall('adminBannerUpdate', { params: { bannerId: b.id }, body: endedNow(b) });
      notifySuccess(t('backoffice.banners.ended', { name: b.title }));
    } finally {
      setEnding(null);
      await refresh();
    }
  };
  const rows = list.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" maw={560}>
          {t('backoffice.banners.hint')}
        </Text>
        <Button onClick={() => setEditing('new')}>{t('backoffice.banners.add')}</Button>
      </Group>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('backoffice.banners.empty')} hint={t('backoffice.banners.emptyHint')} />
      ) : (
        <SortableRows
          label={t('backoffice.banners.list')}
          disabled={saving}
          onMove={move}
          rows={rows.map((b) => ({
            id: b.id,
            name: b.title,
            content: (
              <Group gap="sm" wrap="nowrap" align="center">
                <img src={b.image} alt="" className={classes.thumb} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} truncate>
                      {b.title}
                    </Text>
                    <BannerStatusBadge status={b.status} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {b.link} · {windowText(b)}
                  </Text>
                  <Group gap={4}>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setEditing(b)}
                      aria-label={t('backoffice.banners.editOf', { name: b.title })}
                    >
                      {t('backoffice.banners.edit')}
                    </Button>
                    {b.status === 'live' && (
                      <Button
                        size="compact-sm"
                        variant="outline"
                        loading={ending === b.id}
                        onClick={() => void end(b)}
                        aria-label={t('backoffice.banners.endOf', { name: b.title })}
                      >
                        {t('backoffice.banners.end')}
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="outline"
                      color="red.9"
                      onClick={() => setDeleting(b)}
                      aria-label={t('backoffice.banners.deleteOf', { name: b.title })}
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
      {editing && <BannerForm banner={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteDialog
          name={deleting.title}
          remove={async () => {
            await adminCall('adminBannerDelete', { params: { bannerId: deleting.id } });
            await refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
