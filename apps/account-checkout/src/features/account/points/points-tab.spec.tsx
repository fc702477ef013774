import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Points } from '@rona/domain';
import { renderWithProviders } from '@rona/ui/testing';
import { aMember } from '../../../testing/members';
import PointsTab from './points-tab';

const points: Points = {
  datas: {
    points: [
      {
        type: 'income',
        point: 250,
        invoice: null,
        createdAt: '2026-11-20T03:00:00.000Z',
        note: 'Kompensasi paket terlambat',
        expired: '2027-11-20T03:00:00.000Z',
      },
    ],
    totalPoint: 250,
    expiredSoon: { point: 0, expired: null },
  },
  page: { currentPage: 1, totalPage: 1, totalData: 1, limit: 10 },
};

describe('Poin Saya: points staff added', () => {
  it('shows the reason staff gave and until when the points are valid, in the list and the detail', async () => {
    renderWithProviders(<PointsTab user={aMember()} />, {
      app: 'account-checkout',
      path: '/user/profile?action=points',
      api: { points: () => points },
    });
    const row = await screen.findByRole('button', { name: /Kompensasi paket terlambat/ });
    expect(row.textContent).toContain('Berlaku sampai 20 November 2027');
    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Keterangan: Kompensasi paket terlambat')).toBeTruthy();
    expect(within(dialog).getByText('Berlaku sampai 20 November 2027')).toBeTruthy();
  });
});
