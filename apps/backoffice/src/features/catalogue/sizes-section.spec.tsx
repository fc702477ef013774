import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { aSize, PRODUCT_ID, withKeys } from '../../testing/catalogue';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { SizesSection } from './sizes-section';

const size = aSize();
const katalog = aStaffMember('katalog');
/** Catalogue work without prices (a role an owner might make): no price field, no discount. */
const noPrices = withKeys(katalog, ['catalogue:write']);

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('SizesSection', () => {
  it('gives Katalog (prices:write) the price field, Tambah Ukuran and the discount', async () => {
    const user = userEvent.setup();
    renderAsStaff(<SizesSection productId={PRODUCT_ID} />, {
      staff: katalog,
      api: { adminProductSizes: () => [size] },
    });
    expect(await screen.findByRole('button', { name: 'Diskon ukuran 30 ml' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ubah ukuran 30 ml' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Ukuran 30 ml' });
    expect(within(dialog).getByRole('textbox', { name: /^Harga/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeTruthy(); // the dialog's ✕ has a name
    expect(screen.getByRole('button', { name: 'Tambah Ukuran' })).toBeTruthy();
  });

  it('hides the price field, adding a size and the discount from staff without prices:write, and never sends a price', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<SizesSection productId={PRODUCT_ID} />, {
      staff: noPrices,
      api: { adminProductSizes: () => [size], adminSizeUpdate: () => ({ ...size, weight: 90 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah ukuran 30 ml' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Ukuran 30 ml' });
    expect(within(dialog).queryByRole('textbox', { name: /^Harga/ })).toBeNull();
    expect(within(dialog).getByText('Harga hanya dapat diubah oleh staf dengan izin mengubah harga.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Diskon ukuran 30 ml' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah Ukuran' })).toBeNull();

    const weight = within(dialog).getByRole('textbox', { name: /^Berat/ });
    await user.clear(weight);
    await paste(user, weight, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(calls.find((c) => c.name === 'adminSizeUpdate')).toEqual({
      name: 'adminSizeUpdate',
      input: { params: { variantId: size.id }, body: { weight: 90 } },
    });
  });

  it("adds a size only with what the API's schema takes, its messages at the fields", async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<SizesSection productId={PRODUCT_ID} />, {
      staff: katalog,
      api: { adminProductSizes: () => [], adminSizeCreate: () => size },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Ukuran' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Ukuran' });
    await paste(user, within(dialog).getByRole('textbox', { name: /^SKU/ }), 'serum 30');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByText('Ukuran wajib diisi')).toBeTruthy();
    expect(within(dialog).getByText(/SKU hanya boleh huruf, angka/)).toBeTruthy();
    expect(within(dialog).getByText('Harga harus angka')).toBeTruthy();
    expect(calls.some((c) => c.name === 'adminSizeCreate')).toBe(false);

    await paste(user, within(dialog).getByRole('textbox', { name: /^Ukuran/ }), '30 ml');
    const sku = within(dialog).getByRole('textbox', { name: /^SKU/ });
    await user.clear(sku);
    await paste(user, sku, 'RONA-SERUM-30ML');
    await paste(user, within(dialog).getByRole('textbox', { name: /^Harga/ }), '120000');
    await paste(user, within(dialog).getByRole('textbox', { name: /^Berat/ }), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(calls.find((c) => c.name === 'adminSizeCreate')).toEqual({
      name: 'adminSizeCreate',
      input: {
        params: { productId: PRODUCT_ID },
        body: {
          size: '30 ml',
          sku: 'RONA-SERUM-30ML',
          price: 120_000,
          weight: 80,
          dimension: null,
          maxPerOrder: null,
          enabled: true,
        },
      },
    });
  });

  it("shows the API's refusal to disable the last enabled size of a product on sale, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const last = 'Produk sedang ditampilkan: sembunyikan produk dulu atau biarkan minimal satu ukuran aktif';
    const { calls } = renderAsStaff(<SizesSection productId={PRODUCT_ID} />, {
      staff: katalog,
      api: {
        adminProductSizes: () => [size],
        adminSizeUpdate: () => {
          throw new ApiError(last, 400, [{ field: 'enabled', message: last }]);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah ukuran 30 ml' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Ukuran 30 ml' });
    await user.click(within(dialog).getByRole('switch', { name: /^Dapat dibeli/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(last)).toBeTruthy();
    expect(calls.find((c) => c.name === 'adminSizeUpdate')).toEqual({
      name: 'adminSizeUpdate',
      input: { params: { variantId: size.id }, body: { enabled: false } },
    });
    expect(screen.getByRole('dialog', { name: 'Ubah Ukuran 30 ml' })).toBeTruthy();
  });
});
