import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import type { AdminFailedMessage } from '@rona/domain';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { FailedMessagesPage } from './failed-messages-page';

const shipped: AdminFailedMessage = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'order.shipped',
  channel: 'whatsapp',
  recipient: '62812****7890',
  masked: true,
  invoice: 'NMW-20261127-0000abcd',
  error: 'WhatsApp 131026: penerima tidak dapat dihubungi',
  attempts: 12,
  // 09.05 WIB
  lastAttemptAt: '2026-11-27T02:05:00.000Z',
  createdAt: '2026-11-26T20:00:00.000Z',
  status: 'failed',
};
const welcome: AdminFailedMessage = {
  ...shipped,
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'newsletter.welcome',
  channel: 'email',
  recipient: 'ra***@contoh.id',
  invoice: null,
  lastAttemptAt: null,
};
const page = { currentPage: 1, totalPage: 1, totalData: 2, limit: 20 };
const cs = aStaffMember('layanan-pelanggan');

describe('FailedMessagesPage', () => {
  it('shows each failed message: masked recipient, channel, what it was (its code under it), its order, the error, tries and last try (WIB)', async () => {
    const { calls } = renderAsStaff(<FailedMessagesPage />, {
      staff: cs,
      path: '/admin/messages/failed',
      api: { adminFailedMessages: () => ({ datas: [shipped, welcome], page }) },
    });
    const row = await screen.findByRole('row', { name: /62812\*\*\*\*7890/ });
    const cells = within(row);
    expect(cells.getByText('WhatsApp · disamarkan')).toBeTruthy();
    expect(cells.getByText('Pesanan dikirim')).toBeTruthy();
    expect(cells.getByText('order.shipped')).toBeTruthy();
    expect(cells.getByRole('link', { name: shipped.invoice ?? '' }).getAttribute('href')).toBe(
      `/admin/orders/${shipped.invoice}`,
    );
    expect(cells.getByText(shipped.error!)).toBeTruthy();
    expect(cells.getByText('12 kali')).toBeTruthy();
    expect(cells.getByText('27 Nov 2026, 09.05')).toBeTruthy();
    const other = within(screen.getByRole('row', { name: /ra\*\*\*@contoh\.id/ }));
    expect(other.getByText('Selamat datang di newsletter')).toBeTruthy();
    expect(other.getByText('newsletter.welcome')).toBeTruthy();
    expect(other.getByText('Bukan pesanan')).toBeTruthy();
    expect(other.getByText('Tidak tercatat')).toBeTruthy();
    expect(screen.getByText('2 pesan gagal')).toBeTruthy();
    expect(calls[0]).toMatchObject({ name: 'adminFailedMessages', input: { query: { page: 1, limit: 20 } } });
  });

  it("'Kirim Ulang' asks first, waits while saving, then says so and asks for the list again", async () => {
    const user = userEvent.setup();
    let release: (v: AdminFailedMessage) => void = () => undefined;
    const { calls } = renderAsStaff(<FailedMessagesPage />, {
      staff: cs,
      path: '/admin/messages/failed',
      api: {
        adminFailedMessages: () => ({ datas: [shipped], page: { ...page, totalData: 1 } }),
        adminMessageRetry: () => new Promise<AdminFailedMessage>((resolve) => (release = resolve)),
        adminDashboard: () => ({ at: shipped.createdAt }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kirim ulang Pesanan dikirim ke 62812****7890' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim ulang pesan ini?' });
    expect(within(dialog).getByText(/Pesan "Pesanan dikirim" lewat WhatsApp ke 62812\*\*\*\*7890/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Kirim Ulang' }));
    expect(calls.find((c) => c.name === 'adminMessageRetry')).toMatchObject({ input: { params: { id: shipped.id } } });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Batal' }).hasAttribute('disabled')).toBe(true),
    );
    expect(
      within(dialog)
        .getByRole('button', { name: /Ya, Kirim Ulang/ })
        .getAttribute('data-loading'),
    ).toBe('true');
    const listsBefore = calls.filter((c) => c.name === 'adminFailedMessages').length;
    release({ ...shipped, status: 'pending', attempts: 0 });
    expect(await screen.findByText('Pesan dijadwalkan untuk dikirim ulang')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'adminFailedMessages').length).toBeGreaterThan(listsBefore),
    );
  });

  it("shows a refusal (someone already sent it again) in the dialog, in the API's words", async () => {
    const user = userEvent.setup();
    renderAsStaff(<FailedMessagesPage />, {
      staff: cs,
      path: '/admin/messages/failed',
      api: {
        adminFailedMessages: () => ({ datas: [shipped], page: { ...page, totalData: 1 } }),
        adminMessageRetry: () => {
          throw new ApiError(
            'Pesan ini tidak sedang gagal terkirim (sedang menunggu dikirim), jadi tidak dikirim ulang',
            409,
          );
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Kirim ulang Pesanan dikirim/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Kirim Ulang' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('tidak sedang gagal terkirim');
  });

  it('shows the code of a kind it has no words for (a newer template), in the list and in the dialog', async () => {
    const user = userEvent.setup();
    const future: AdminFailedMessage = { ...shipped, kind: 'order.giftWrapped' };
    renderAsStaff(<FailedMessagesPage />, {
      staff: cs,
      path: '/admin/messages/failed',
      api: { adminFailedMessages: () => ({ datas: [future], page: { ...page, totalData: 1 } }) },
    });
    const row = within(await screen.findByRole('row', { name: /62812\*\*\*\*7890/ }));
    expect(row.getByText('order.giftWrapped')).toBeTruthy();
    expect(row.queryByText(/backoffice\.messages/)).toBeNull();
    await user.click(row.getByRole('button', { name: 'Kirim ulang order.giftWrapped ke 62812****7890' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Pesan "order\.giftWrapped" lewat WhatsApp/)).toBeTruthy();
  });

  it("shows 'Kirim Ulang' only with messages:resend: Gudang (orders:read) reads the list without it", async () => {
    const api = { adminFailedMessages: () => ({ datas: [shipped, welcome], page }) };
    const gudang = aStaffMember('gudang');
    expect(gudang.permissions).toContain('orders:read');
    expect(gudang.permissions).not.toContain('messages:resend');
    const { unmount } = renderAsStaff(<FailedMessagesPage />, { staff: gudang, path: '/admin/messages/failed', api });
    expect(await screen.findByRole('row', { name: /62812\*\*\*\*7890/ })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Kirim ulang/i })).toHaveLength(0);
    expect(screen.queryByText(/Kirim Ulang menjadwalkan/)).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    unmount();
    renderAsStaff(<FailedMessagesPage />, { staff: cs, path: '/admin/messages/failed', api });
    expect(await screen.findAllByRole('button', { name: /Kirim ulang/ })).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Aksi' })).toBeTruthy();
    expect(screen.getByText(/Kirim Ulang menjadwalkan/)).toBeTruthy();
  });

  it('says when nothing failed, instead of an empty table', async () => {
    renderAsStaff(<FailedMessagesPage />, {
      staff: cs,
      path: '/admin/messages/failed',
      api: { adminFailedMessages: () => ({ datas: [], page: { ...page, totalData: 0, totalPage: 0 } }) },
    });
    expect(await screen.findByText('Tidak ada pesan yang gagal terkirim')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
