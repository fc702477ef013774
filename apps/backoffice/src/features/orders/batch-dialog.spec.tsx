import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdminOrder, renderAsStaff } from '../../testing/staff';
import { BatchDialog } from './batch-dialog';

const a = anAdminOrder({ invoice: 'NMW-20261127-0000aaaa', status: 'PROCESS', actions: ['courier', 'ship'] });
const b = anAdminOrder({ invoice: 'NMW-20261127-0000bbbb', status: 'PROCESS', actions: ['courier', 'ship'] });

describe('BatchDialog', () => {
  it('sends a waybill per order and shows each order’s own result', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<BatchDialog action="ship" orders={[a, b]} onClose={() => undefined} />, {
      api: {
        adminOrdersMove: () => [
          { invoice: a.invoice, ok: true, status: 'SHIPPED', message: null },
          { invoice: b.invoice, ok: false, status: null, message: 'Nomor resi sudah dipakai pesanan lain' },
        ],
      },
    });
    await user.type(screen.getByLabelText(`No. resi ${a.invoice}`, { exact: false }), 'JNE0001');
    await user.type(screen.getByLabelText(`No. resi ${b.invoice}`, { exact: false }), 'JNE0001');
    await user.click(screen.getByRole('button', { name: 'Jalankan' }));

    expect(await screen.findByText('1 berhasil, 1 gagal')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      name: 'adminOrdersMove',
      input: {
        body: {
          action: 'ship',
          invoices: [a.invoice, b.invoice],
          waybills: { [a.invoice]: 'JNE0001', [b.invoice]: 'JNE0001' },
        },
      },
    });
    const ok = screen.getByTestId(`batch-result-${a.invoice}`);
    expect(within(ok).getByText('Berhasil')).toBeTruthy();
    expect(within(ok).getByText('Pesanan Dalam Perjalanan', { exact: false })).toBeTruthy();
    const failed = screen.getByTestId(`batch-result-${b.invoice}`);
    expect(within(failed).getByText('Gagal')).toBeTruthy();
    expect(within(failed).getByText('Nomor resi sudah dipakai pesanan lain', { exact: false })).toBeTruthy();
  });

  it('asks for the missing waybill instead of sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<BatchDialog action="ship" orders={[a, b]} onClose={() => undefined} />);
    await user.type(screen.getByLabelText(`No. resi ${a.invoice}`, { exact: false }), 'JNE0001');
    await user.click(screen.getByRole('button', { name: 'Jalankan' }));
    expect(screen.getByText('No. resi wajib diisi')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
