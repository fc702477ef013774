import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { PromoEditPage, PromoForm } from './promo-form-page';
import { PromosPage } from './promos-page';
import { anAdminPromo, aPromoSize } from './testing';

const staff = aStaffMember('pemasaran-konten');
const paged = <T,>(datas: T[]) => ({
  datas,
  page: { currentPage: 1, totalPage: 1, totalData: datas.length, limit: 20 },
});
const voucher = {
  id: '77777777-7777-4777-8777-777777777777',
  code: 'VC-1212',
  name: 'Potongan 12.12',
  redeemCode: 'RONA1212',
};
const api = {
  adminVouchers: () => paged([voucher]),
  adminPromoSizes: () => [aPromoSize()],
  adminPromos: () => paged([]),
};

const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

describe('PromoForm', () => {
  it('checks the fields before sending, then creates a draft with WIB dates, sections in their order, a voucher and a size', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<PromoForm />, {
      staff,
      path: '/admin/promos/new',
      api: { ...api, adminPromoCreate: () => anAdminPromo() },
    });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Judul promo wajib diisi')).toBeTruthy();
    expect(calls.find((c) => c.name === 'adminPromoCreate')).toBeUndefined();

    await fill(user, screen.getByRole('textbox', { name: /^Judul promo/ }), 'Promo 12.12');
    await fill(user, screen.getByRole('textbox', { name: /^Slug/ }), 'promo-12-12');
    fireEvent.change(screen.getByLabelText(/^Mulai \(WIB\)/), { target: { value: '2026-12-12T00:00' } });
    fireEvent.change(screen.getByLabelText(/^Berakhir \(WIB\)/), { target: { value: '2026-12-11T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Waktu berakhir harus setelah waktu mulai')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Berakhir \(WIB\)/), { target: { value: '2026-12-13T23:59' } });

    await user.click(screen.getByRole('button', { name: 'Tambah Bagian' }));
    await user.click(screen.getByRole('button', { name: 'Tambah Bagian' }));
    await fill(user, screen.getByRole('textbox', { name: /^Judul bagian 1/ }), 'Syarat');
    await fill(user, screen.getByRole('textbox', { name: /^Isi bagian 1/ }), 'Satu kali per member.');
    await fill(user, screen.getByRole('textbox', { name: /^Judul bagian 2/ }), 'Cara pakai');
    await fill(user, screen.getByRole('textbox', { name: /^Isi bagian 2/ }), 'Masukkan kode di keranjang.');
    await user.click(screen.getByRole('button', { name: 'Naikkan bagian 2' }));

    fireEvent.click(screen.getByLabelText(/Cari voucher/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: /Potongan 12\.12 \(RONA1212\)/, hidden: true }));
    expect(screen.getByRole('button', { name: 'Lepas voucher Potongan 12.12' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Cari produk atau SKU/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: /Serum Niacinamide · 30 ml/, hidden: true }));

    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const sent = calls.find((c) => c.name === 'adminPromoCreate')!.input as { body: Record<string, unknown> };
    expect(sent.body).toMatchObject({
      title: 'Promo 12.12',
      slug: 'promo-12-12',
      type: 'Voucher',
      startDate: '2026-12-12T00:00:00+07:00',
      endDate: '2026-12-13T23:59:00+07:00',
      published: false,
      position: null,
      voucherIds: [voucher.id],
      variantIds: [aPromoSize().id],
      sections: [
        { title: 'Cara pakai', description: 'Masukkan kode di keranjang.' },
        { title: 'Syarat', description: 'Satu kali per member.' },
      ],
    });
  });

  it("shows the API's refusal on its field (a slug another promo has)", async () => {
    const user = userEvent.setup();
    const message = 'Slug promo-12-12 sudah dipakai promo lain';
    const { calls } = renderAsStaff(<PromoForm promo={anAdminPromo()} />, {
      staff,
      path: '/admin/promos/1',
      api: {
        ...api,
        adminPromoUpdate: () => {
          throw new ApiError(message, 400, [{ message, field: 'slug' }]);
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(message)).toBeTruthy();
    // A plain save does not change whether it is published.
    const sent = calls.find((c) => c.name === 'adminPromoUpdate')!.input as { body: Record<string, unknown> };
    expect(sent.body.published).toBeUndefined();
    expect(sent.body.startDate).toBe('2026-12-12T00:00:00+07:00');
  });

  it('publishes only after the confirmation that names the WIB period', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<PromoForm promo={anAdminPromo()} />, {
      staff,
      path: '/admin/promos/1',
      api: { ...api, adminPromoUpdate: () => anAdminPromo({ published: true, status: 'scheduled' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/dari 12 Desember 2026 pukul 00\.00 sampai 13 Desember 2026/)).toBeTruthy();
    expect(calls.find((c) => c.name === 'adminPromoUpdate')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' }));
    const sent = calls.find((c) => c.name === 'adminPromoUpdate')!.input as { body: Record<string, unknown> };
    expect(sent.body.published).toBe(true);
  });

  it('offers taking a published promo down', async () => {
    renderAsStaff(<PromoForm promo={anAdminPromo({ published: true, status: 'running' })} />, {
      staff,
      path: '/admin/promos/1',
      api,
    });
    expect(screen.getByRole('button', { name: 'Tarik dari Toko' })).toBeTruthy();
    expect(screen.getByText('Berjalan')).toBeTruthy();
  });
});

describe('PromoEditPage', () => {
  it("offers 'Coba Lagi' when the promo could not be loaded", async () => {
    let fail = true;
    const user = userEvent.setup();
    renderAsStaff(<PromoEditPage id={anAdminPromo().id} />, {
      staff,
      path: '/admin/promos/1',
      api: {
        ...api,
        adminPromo: () => {
          if (fail) throw new ApiError('Server sedang sibuk', 503);
          return anAdminPromo({ title: 'Promo Dimuat' });
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Coba Lagi' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByDisplayValue('Promo Dimuat')).toBeTruthy();
  });
});

describe('PromosPage', () => {
  it('lists promos with their status and a link to each editor', async () => {
    renderAsStaff(<PromosPage />, {
      staff,
      path: '/admin/promos',
      api: {
        adminPromos: () =>
          paged([
            anAdminPromo(),
            anAdminPromo({ id: '2', title: 'Gajian', status: 'running', published: true, position: 1 }),
            anAdminPromo({ id: '3', title: 'Lebaran', status: 'ended', published: true }),
            anAdminPromo({ id: '4', title: 'Harbolnas', status: 'scheduled', published: true }),
          ]),
      },
    });
    const row = within((await screen.findByRole('link', { name: 'Gajian' })).closest('tr')!);
    expect(row.getByText('Berjalan')).toBeTruthy();
    expect(row.getByText('1')).toBeTruthy();
    expect(screen.getByText('Draf')).toBeTruthy();
    expect(screen.getByText('Berakhir')).toBeTruthy();
    expect(screen.getByText('Terjadwal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promo 12.12' }).getAttribute('href')).toBe(
      '/admin/promos/44444444-4444-4444-8444-444444444444',
    );
  });
});
