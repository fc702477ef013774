import { ADMIN_ORDER_ACTIONS, type AdminOrderAction, type PermissionKey } from '@rona/domain/browser';

/** True when the staff member's effective keys (`GET /admin/v1/me`) include `key`. */
export const can = (permissions: readonly string[], key: PermissionKey): boolean => permissions.includes(key);

/**
 * The moves to show for an order: those its state allows (the API's `allowedActions`, from the one
 * state machine) that this staff member also holds the key for. A button that would answer 403 is never shown.
 */
export function permittedActions(
  allowedActions: readonly string[],
  permissions: readonly string[],
): AdminOrderAction[] {
  return allowedActions.filter(
    (a): a is AdminOrderAction =>
      a in ADMIN_ORDER_ACTIONS && can(permissions, ADMIN_ORDER_ACTIONS[a as AdminOrderAction]),
  );
}

/** Moves that run on a selection (refund decisions need an amount or a reason: one order at a time). */
export const BATCH_ACTIONS: readonly AdminOrderAction[] = ['confirm', 'process', 'courier', 'ship', 'deliver'];

/** The batch moves for a selection: allowed for at least one selected order, and permitted. */
export function batchActionsFor(
  selected: readonly { actions: readonly string[] }[],
  permissions: readonly string[],
): AdminOrderAction[] {
  const allowed = new Set(selected.flatMap((o) => o.actions));
  return permittedActions(
    BATCH_ACTIONS.filter((a) => allowed.has(a)),
    permissions,
  );
}
