import { describe, expect, it } from 'vitest';
import { SEEDED_STAFF_ROLES } from '@rona/domain/browser';
import { batchActionsFor, permittedActions } from './permissions';

const keys = (id: string) => [...SEEDED_STAFF_ROLES.find((r) => r.id === id)!.permissions];

describe('permittedActions', () => {
  it('keeps the moves whose key the staff member holds, and drops unknown ones', () => {
    const allowed = ['approve-refund', 'refuse-refund', 'confirm', 'teleport'];
    expect(permittedActions(allowed, keys('keuangan'))).toEqual(['approve-refund', 'refuse-refund']);
    expect(permittedActions(allowed, keys('gudang'))).toEqual(['confirm']);
    expect(permittedActions(allowed, keys('layanan-pelanggan'))).toEqual([]);
  });
});

describe('batchActionsFor', () => {
  const selection = [{ actions: ['confirm'] }, { actions: ['courier', 'ship'] }, { actions: ['approve-refund'] }];

  it('offers the fulfilment moves any selected order allows, never a refund decision', () => {
    expect(batchActionsFor(selection, keys('pemilik'))).toEqual(['confirm', 'courier', 'ship']);
  });

  it('offers nothing to staff without orders:fulfil', () => {
    expect(batchActionsFor(selection, keys('keuangan'))).toEqual([]);
  });
});
