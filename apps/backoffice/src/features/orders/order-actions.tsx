import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AdminOrderAction } from '@rona/domain/browser';
import type { AdminOrderDetail } from '@rona/domain';
import { t } from '../../shared/i18n';
import { permittedActions } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { MoveDialog } from './move-dialog';

/**
 * The moves this order allows now (the state machine's `actions`) that this staff member may make:
 * no button that would answer 403.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const staff = useStaff();
  const [open, setOpen] = useState<AdminOrderAction | null>(null);
  const actions = permittedActions(order.actions, staff.permissions);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bo-order-actions">
      <Title order={2} size="h4" id="bo-order-actions" mb="sm">
        {t('backoffice.order.actions')}
      </Title>
      {actions.length === 0 ? (
        <Text size="sm">{t('backoffice.order.noActions')}</Text>
      ) : (
        <Group gap="sm">
          {actions.map((a) => (
            <Button
              key={a}
              variant={a === 'refuse-refund' ? 'outline' : 'filled'}
              color={a === 'refuse-refund' ? 'red.9' : undefined}
              onClick={() => setOpen(a)}
            >
              {t(`backoffice.action.${a}`)}
            </Button>
          ))}
        </Group>
      )}
      {open && <MoveDialog order={order} action={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
