import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCustomerListItem } from '@rona/domain';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { CustomersPage } from './customers-page';

const masked: AdminCustomerListItem = {
  id: '11111111-1111-4111-8111-111111111111',
  fullName: 'S**i R*******i',
  email: 'r***@contoh.id',
  phone: '62812*****678',
  emailVerified: true,
  phoneVerified: false,
  partner: true,
  createdAt: '2026-11-01T03:00:00.000Z',
  masked: true,
};
const page = (datas: AdminCustomerListItem[]) => ({
  datas,
  page: { currentPage: 1, totalPage: 1, totalData: datas.length, limit: 20 },
});

describe('CustomersPage', () => {
  it('searches by what was typed, always asking for masked rows, and links each row to its page', async () => {
    const { calls } = renderAsStaff(<CustomersPage />, {
      staff: aStaffMember('pemilik'),
      path: '/admin/customers',
      api: { adminCustomers: async () => page([masked]) },
    });
    fireEvent.change(await screen.findByLabelText(/Cari pelanggan/), { target: { value: '0812 3456 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        name: 'adminCustomers',
        input: { query: { search: '0812 3456 78', masked: 'true', page: 1 } },
      }),
    );
    // Even the owner (customers:pii) reads the list masked: unmasking is the customer page's Tampilkan.
    expect(calls.every((c) => (c.input as { query: { masked: string } }).query.masked === 'true')).toBe(true);
    const link = await screen.findByRole('link', { name: 'S**i R*******i' });
    expect(link.getAttribute('href')).toBe(`/admin/customers/${masked.id}`);
    expect(screen.getByText('62812*****678')).toBeTruthy();
    expect(screen.getByText('Belum terverifikasi')).toBeTruthy();
    expect(screen.getByText('Mitra Link')).toBeTruthy();
  });

  it('says so when nobody matches', async () => {
    renderAsStaff(<CustomersPage />, {
      staff: aStaffMember('layanan-pelanggan'),
      path: '/admin/customers?search=zzz',
      api: { adminCustomers: async () => page([]) },
    });
    expect(await screen.findByText('Pelanggan tidak ditemukan')).toBeTruthy();
    expect(screen.getByText('Periksa ejaan nama, email, atau nomor HP.')).toBeTruthy();
  });
});
