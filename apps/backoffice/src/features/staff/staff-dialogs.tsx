import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, ApiError, apiKeys, errorMessages } from '@rona/api-client';
import { PERMISSION_KEYS, type PermissionKey } from '@rona/domain/browser';
import type { StaffRole } from '@rona/domain';
import { notifySuccess } from '@rona/ui';
import { useStaff } from '../../shared/staff/staff-context';
import { t } from './i18n';

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.errors.find((e) => e.field === field)?.message : undefined;

/** A question with Batal / confirm; the confirm is held while `busy`, a failure is shown in words. */
export function ConfirmDialog(props: {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('backoffice.close') }}
    >
      <Stack gap="md">
        <Text>{props.message}</Text>
        {props.error != null && (
          <Alert color="red" role="alert">
            {errorMessages(props.error)[0]}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={props.busy}>
            {t('backoffice.cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm} loading={props.busy} disabled={props.busy}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 'Undang Staf': e-mail, name and a role whose keys the inviter holds; the API mails the link. */
export function InviteDialog({ roles, onClose }: { roles: StaffRole[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const invite = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      adminCall('adminStaffInvite', { body: { email: email.trim(), name: name.trim(), roleId: roleId ?? '' } }),
    onSuccess: async (result) => {
      notifySuccess(t('backoffice.staff.invited', { email: result.email }));
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminStaffList') });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (email.trim() && name.trim() && roleId) invite.mutate();
  };
  const shown = (local: string | undefined, field: string) => local ?? fieldError(invite.error, field);
  const other = invite.isError && !['email', 'name', 'roleId'].some((f) => fieldError(invite.error, f));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('backoffice.staff.inviteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('backoffice.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('backoffice.staff.inviteHint')}</Text>
          <TextInput
            label={t('backoffice.staff.email')}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={shown(checked && !email.trim() ? t('backoffice.staff.emailRequired') : undefined, 'email')}
            data-autofocus
          />
          <TextInput
            label={t('backoffice.staff.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={shown(checked && !name.trim() ? t('backoffice.staff.nameRequired') : undefined, 'name')}
          />
          <Select
            label={t('backoffice.staff.role')}
            required
            data={roles.map((r) => ({ value: r.id, label: r.name }))}
            value={roleId}
            onChange={setRoleId}
            error={shown(checked && !roleId ? t('backoffice.staff.roleRequired') : undefined, 'roleId')}
            comboboxProps={{ withinPortal: false }}
          />
          {other && (
            <Alert color="red" role="alert">
              {errorMessages(invite.error)[0]}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={invite.isPending}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={invite.isPending}>
              {t('backoffice.staff.inviteSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A new role or an existing one: a name and the keys, only keys the editor holds can be ticked. */
export function RoleDialog({ role, onClose }: { role: StaffRole | null; onClose: () => void }) {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [name, setName] = useState(role?.name ?? '');
  const [keys, setKeys] = useState<PermissionKey[]>(role?.permissions ?? []);
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body = { name: name.trim(), permissions: keys };
      return role
        ? adminCall('adminRoleUpdate', { params: { id: role.id }, body })
        : adminCall('adminRoleCreate', { body });
    },
    onSuccess: async (result) => {
      notifySuccess(t('backoffice.roles.saved', { name: result.name }));
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminRoles') });
      onClose();
    },
  });
  const nameOk = name.trim().length >= 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameOk && keys.length > 0) save.mutate();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={role ? t('backoffice.roles.editTitle', { name: role.name }) : t('backoffice.roles.newTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('backoffice.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('backoffice.roles.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={checked && !nameOk ? t('backoffice.roles.nameRequired') : undefined}
            data-autofocus
          />
          <Checkbox.Group
            label={t('backoffice.roles.keys')}
            description={t('backoffice.roles.keysHint')}
            value={keys}
            onChange={(v) => setKeys(v as PermissionKey[])}
            error={checked && keys.length === 0 ? t('backoffice.roles.keysRequired') : undefined}
          >
            <Stack gap={6} mt="xs">
              {PERMISSION_KEYS.map((key) => (
                <Checkbox key={key} value={key} label={key} disabled={!staff.permissions.includes(key)} />
              ))}
            </Stack>
          </Checkbox.Group>
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessages(save.error)[0]}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              {t('backoffice.roles.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
