import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import type { AdminCustomerContact, AdminCustomerDetail } from '@rona/domain';
import type { SeededStaffRoleId } from '@rona/domain/browser';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { CustomerPage } from './customer-page';

const ID = '11111111-1111-4111-8111-111111111111';
const detail = (over: Partial<AdminCustomerDetail> = {}): AdminCustomerDetail => ({
  id: ID,
  fullName: 'S**i R*******i',
  email: 'r***@contoh.id',
  phone: '62812*****678',
  emailVerified: true,
  phoneVerified: true,
  partner: false,
  createdAt: '2026-11-01T03:00:00.000Z',
  masked: true,
  roles: [],
  addresses: [
    {
      id: 'a1',
      label: 'Rumah',
      recipientName: 'S**i',
      phone: '62812*****678',
      street: 'Jl. ***',
      note: '',
      district: 'Tebet',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      postalCode: '12810',
      primary: true,
    },
  ],
  points: {
    balance: 300,
    expiringSoon: { point: 0, expiresAt: null },
    entries: [
      {
        id: 'p1',
        type: 'income',
        point: 300,
        invoice: null,
        note: 'Kompensasi paket terlambat',
        createdAt: '2026-11-20T03:00:00.000Z',
        expiresAt: '2027-11-20T03:00:00.000Z',
      },
    ],
  },
  orders: [
    { invoice: 'NMW-20261120-0000aaaa', status: 'SUCCESS', createdAt: '2026-11-20T03:00:00.000Z', grandTotal: 150_000 },
  ],
  orderCount: 1,
  skinAnswered: true,
  ...over,
});
const contact: AdminCustomerContact = {
  id: ID,
  fullName: 'Siti Rahmawati',
  email: 'rahma@contoh.id',
  phone: '6281234567678',
  addresses: [{ ...detail().addresses[0]!, recipientName: 'Siti', phone: '6281234567678', street: 'Jl. Melati 5' }],
  skinProfile: [{ question: 'Jenis kulit?', answers: ['Kering'] }],
};

function open(role: SeededStaffRoleId, api: Record<string, (input: unknown) => Promise<unknown>> = {}) {
  return renderAsStaff(
    <Routes>
      <Route path="/admin/customers/:id" element={<CustomerPage />} />
    </Routes>,
    { staff: aStaffMember(role), path: `/admin/customers/${ID}`, api: { adminCustomer: async () => detail(), ...api } },
  );
}

describe('CustomerPage', () => {
  it('Layanan Pelanggan sees the member masked, with orders linked and points, but cannot unmask or change anything', async () => {
    open('layanan-pelanggan');
    expect(await screen.findByRole('heading', { name: 'Pelanggan S**i R*******i' })).toBeTruthy();
    expect(screen.getByText('r***@contoh.id')).toBeTruthy();
    expect(screen.getByText(/Jl\. \*\*\*/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'NMW-20261120-0000aaaa' }).getAttribute('href')).toBe(
      '/admin/orders/NMW-20261120-0000aaaa',
    );
    expect(screen.getByText('Kompensasi paket terlambat')).toBeTruthy();
    for (const name of ['Tampilkan', 'Ubah Poin', 'Jadikan Mitra Link', 'Akhiri Semua Sesi'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByText(/Data kontak lengkap hanya untuk staf dengan izin customers:pii/)).toBeTruthy();
    expect(screen.queryByText('Kering')).toBeNull();
    expect(screen.queryByRole('link', { name: /siapa yang melihat/ })).toBeNull();
  });

  it('Tampilkan (customers:pii) fetches the unmasked contact, addresses and skin answers once, and says it is recorded', async () => {
    const { calls } = open('pemilik', { adminCustomerContact: async () => contact });
    fireEvent.click(await screen.findByRole('button', { name: 'Tampilkan' }));
    expect(await screen.findByText('rahma@contoh.id')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pelanggan Siti Rahmawati' })).toBeTruthy();
    expect(screen.getByText(/Jl\. Melati 5/)).toBeTruthy();
    expect(screen.getByText('Kering')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('dicatat atas nama Anda');
    // Who looked is in the audit trail, one link away for audit:read holders.
    expect(screen.getByRole('link', { name: /siapa yang melihat/ }).getAttribute('href')).toBe(
      `/admin/audit?entity=customer&entityId=${ID}`,
    );
    expect(calls.filter((c) => c.name === 'adminCustomerContact')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Tampilkan' })).toBeNull();
  });

  it('Keuangan takes points with a reason; the API’s refusal is shown at the amount', async () => {
    const { calls } = open('keuangan', {
      adminCustomerPoints: async () => {
        throw new ApiError('Poin tidak cukup', 400, [
          {
            message: 'Poin tidak cukup: saldo poin pelanggan 300, tidak bisa dikurangi lebih dari itu',
            field: 'points',
          },
        ]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Poin' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Kurangi'));
    fireEvent.change(within(dialog).getByLabelText(/Jumlah poin/), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText(/Alasan/), { target: { value: 'Poin ganda' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(/saldo poin pelanggan 300/)).toBeTruthy();
    expect(calls.find((c) => c.name === 'adminCustomerPoints')?.input).toEqual({
      params: { id: ID },
      body: { points: -500, reason: 'Poin ganda' },
    });
    // Keuangan holds neither customers:pii nor promotions:write.
    expect(screen.queryByRole('button', { name: 'Tampilkan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jadikan Mitra Link' })).toBeNull();
  });

  it('the points dialog asks for an amount and a reason before calling', async () => {
    const { calls } = open('keuangan');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Poin' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(/Jumlah poin wajib diisi/)).toBeTruthy();
    expect(within(dialog).getByText('Alasan minimal 3 karakter')).toBeTruthy();
    expect(calls.some((c) => c.name === 'adminCustomerPoints')).toBe(false);
  });

  it('Pemasaran grants the partner role only after confirming', async () => {
    const { calls } = open('pemasaran-konten', {
      adminCustomerPartner: async () => detail({ partner: true, roles: [{ name: 'partner', sites: ['rona-store'] }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Jadikan Mitra Link' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.name === 'adminCustomerPartner')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminCustomerPartner')?.input).toEqual({
        params: { id: ID },
        body: { partner: true },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Cabut Mitra Link' })).toBeTruthy();
  });

  it('the owner ends all sessions after confirming', async () => {
    const { calls } = open('pemilik', { adminCustomerEndSessions: async () => ({ ended: 2 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Akhiri Semua Sesi' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'adminCustomerEndSessions')).toBe(true));
    expect(await screen.findByText('2 sesi diakhiri')).toBeTruthy();
  });
});
