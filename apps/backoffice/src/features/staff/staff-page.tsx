import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, adminQuery, apiKeys } from '@rona/api-client';
import type { Staff, StaffRole } from '@rona/domain';
import { ErrorState, notifySuccess, useDocumentTitle } from '@rona/ui';
import { ScrollTable } from '../../shared/data-table/scroll-table';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { useStaff } from '../../shared/staff/staff-context';
import { ConfirmDialog, InviteDialog, RoleDialog } from './staff-dialogs';
import { t } from './i18n';

type Pending = { kind: 'deactivate' | 'reset'; staff: Staff } | null;

function StatusBadge({ s }: { s: Staff }) {
  if (!s.active)
    return (
      <Badge size="sm" variant="outline" color="gray.7">
        {t('backoffice.staff.inactive')}
      </Badge>
    );
  if (s.invitationPending)
    return (
      <Badge size="sm" variant="light" color="yellow.9">
        {t('backoffice.staff.pending')}
      </Badge>
    );
  return (
    <Badge size="sm" variant="light" color="green.9">
      {t('backoffice.staff.active')}
    </Badge>
  );
}

/**
 * /admin/staff (staff:manage): every account with its role (changed in place), status and second
 * factor; invite, deactivate (sessions end at once) and reset 2FA behind a confirmation; the roles
 * below with their keys. The API enforces the owner rules; its refusal is shown in words.
 */
export function StaffPage() {
  useDocumentTitle(t('backoffice.staff.title'));
  const me = useStaff();
  const queryClient = useQueryClient();
  const staff = useQuery(adminQuery('adminStaffList', {}));
  const roles = useQuery(adminQuery('adminRoles', {}));
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState<StaffRole | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminStaffList') });

  const update = useMutation({
    mutationFn: (v: { id: string; body: { roleId?: string; active?: boolean } }) =>
      adminCall('adminStaffUpdate', { params: { id: v.id }, body: v.body }),
    onSuccess: async (result, v) => {
      notifySuccess(
        v.body.roleId
          ? t('backoffice.staff.roleChanged', { name: result.name })
          : result.active
            ? t('backoffice.staff.activated', { name: result.name })
            : t('backoffice.staff.deactivated', { name: result.name }),
      );
      setPending(null);
      await refresh();
    },
  });
  const reset = useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => adminCall('adminStaffTotpReset', { params: { id } }),
    onSuccess: async (result) => {
      notifySuccess(t('backoffice.staff.resetTotpDone', { name: result.name }));
      setPending(null);
      await refresh();
    },
  });
  const roleList = roles.data ?? [];
  const roleOptions = roleList.map((r) => ({ value: r.id, label: r.name }));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.staff.title')}
        </Title>
        <Button onClick={() => setInviting(true)} disabled={!roles.data}>
          {t('backoffice.staff.invite')}
        </Button>
      </Group>
      <Paper withBorder>
        {staff.isError ? (
          <ErrorState onRetry={() => void staff.refetch()} />
        ) : !staff.data ? (
          <TableSkeleton rows={6} />
        ) : (
          <ScrollTable label={t('backoffice.staff.title')} minWidth={760}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backoffice.staff.col.name')}</Table.Th>
                  <Table.Th>{t('backoffice.staff.col.role')}</Table.Th>
                  <Table.Th>{t('backoffice.staff.col.status')}</Table.Th>
                  <Table.Th>{t('backoffice.staff.col.twoFactor')}</Table.Th>
                  <Table.Th>{t('backoffice.staff.col.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {staff.data.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {s.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {s.email}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={180}>
                      <Select
                        aria-label={t('backoffice.staff.changeRole', { name: s.name })}
                        data={roleOptions.length ? roleOptions : [{ value: s.role.id, label: s.role.name }]}
                        value={s.role.id}
                        allowDeselect={false}
                        disabled={s.id === me.id || update.isPending}
                        onChange={(roleId) =>
                          roleId && roleId !== s.role.id && update.mutate({ id: s.id, body: { roleId } })
                        }
                        comboboxProps={{ withinPortal: false }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge s={s} />
                    </Table.Td>
                    <Table.Td>
                      {s.totpEnabled ? t('backoffice.staff.twoFactorOn') : t('backoffice.staff.twoFactorOff')}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {s.active ? (
                          <Button
                            size="xs"
                            variant="default"
                            disabled={s.id === me.id}
                            onClick={() => setPending({ kind: 'deactivate', staff: s })}
                          >
                            {t('backoffice.staff.deactivate')}
                          </Button>
                        ) : (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => update.mutate({ id: s.id, body: { active: true } })}
                          >
                            {t('backoffice.staff.activate')}
                          </Button>
                        )}
                        {s.totpEnabled && (
                          <Button size="xs" variant="default" onClick={() => setPending({ kind: 'reset', staff: s })}>
                            {t('backoffice.staff.resetTotp')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Paper>

      <Group justify="space-between" mt="md">
        <Title order={2} size="h3">
          {t('backoffice.roles.title')}
        </Title>
        <Button variant="default" onClick={() => setEditing('new')}>
          {t('backoffice.roles.new')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Stack gap="sm">
          {roleList.map((r) => (
            <Group key={r.id} justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={600}>{r.name}</Text>
                <Text size="sm" c="dimmed">
                  {r.owner ? t('backoffice.roles.owner') : r.permissions.join(', ')}
                </Text>
              </div>
              {!r.owner && (
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={`${t('backoffice.roles.edit')} ${r.name}`}
                  onClick={() => setEditing(r)}
                >
                  {t('backoffice.roles.edit')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Paper>

      {inviting && <InviteDialog roles={roleList} onClose={() => setInviting(false)} />}
      {editing && <RoleDialog role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {pending?.kind === 'deactivate' && (
        <ConfirmDialog
          title={t('backoffice.staff.deactivateTitle', { name: pending.staff.name })}
          message={t('backoffice.staff.deactivateBody', { name: pending.staff.name })}
          confirmLabel={t('backoffice.staff.deactivate')}
          busy={update.isPending}
          error={update.error}
          onConfirm={() => update.mutate({ id: pending.staff.id, body: { active: false } })}
          onClose={() => {
            update.reset();
            setPending(null);
          }}
        />
      )}
      {pending?.kind === 'reset' && (
        <ConfirmDialog
          title={t('backoffice.staff.resetTotpTitle', { name: pending.staff.name })}
          message={t('backoffice.staff.resetTotpBody', { name: pending.staff.name })}
          confirmLabel={t('backoffice.staff.resetTotp')}
          busy={reset.isPending}
          error={reset.error}
          onConfirm={() => reset.mutate(pending.staff.id)}
          onClose={() => {
            reset.reset();
            setPending(null);
          }}
        />
      )}
    </Stack>
  );
}
