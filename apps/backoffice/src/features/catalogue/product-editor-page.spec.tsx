import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import {
  aProductDetail,
  aSize,
  categories,
  CATEGORY_ID,
  PRODUCT_ID,
  staffRoute,
  SUBCATEGORY_ID,
} from '../../testing/catalogue';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { ProductEditorPage } from './product-editor-page';

const staff = aStaffMember('katalog');

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Types a whole text at once (one change event: the big form re-renders once, not per key). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** A Mantine Select: open it, pick the option (hidden: the dropdown's transition in happy-dom). */
async function choose(label: RegExp, option: string) {
  const input = () => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  await waitFor(() => expect(input().disabled).toBe(false));
  fireEvent.click(input());
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(input().value).toBe(option));
}

describe('ProductEditorPage: a new product', () => {
  it("shows each missing field's message at the field and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<ProductEditorPage />, {
      staff,
      path: '/admin/products/new',
      api: { categories: () => categories },
    });
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(screen.getByRole('textbox', { name: /Nama produk/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Nama produk wajib diisi')).toBeTruthy();
    expect(screen.getByText('Slug wajib diisi')).toBeTruthy();
    expect(screen.getByText('Kategori wajib dipilih')).toBeTruthy();
    expect(screen.getByText('Deskripsi wajib diisi')).toBeTruthy();
    expect(calls.map((c) => c.name)).toEqual(['categories']);
  });

  it("suggests the slug from the name, holds 'Simpan' while saving and puts the API's slug refusal at the slug", async () => {
    const user = userEvent.setup();
    const answer = deferred<never>();
    const { calls } = renderAsStaff(<ProductEditorPage />, {
      staff,
      path: '/admin/products/new',
      api: { categories: () => categories, adminProductCreate: () => answer.promise },
    });
    await fill(user, await screen.findByRole('textbox', { name: /Nama produk/ }), 'Serum Niacinamide 10%');
    expect((screen.getByRole('textbox', { name: /Slug URL/ }) as HTMLInputElement).value).toBe('serum-niacinamide-10');
    expect(screen.getByText(/Huruf kecil, angka dan tanda hubung/)).toBeTruthy();
    await choose(/^Kategori/, 'Perawatan Wajah');
    await choose(/^Subkategori/, 'Serum');
    await user.click(screen.getByRole('checkbox', { name: 'Berminyak' }));
    await fill(user, screen.getByRole('textbox', { name: /Deskripsi/ }), 'Serum untuk kulit berminyak.');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(screen.getByRole('button', { name: 'Simpan' }).hasAttribute('disabled')).toBe(true);
    expect(calls.at(-1)).toMatchObject({
      name: 'adminProductCreate',
      input: {
        body: {
          name: 'Serum Niacinamide 10%',
          slug: 'serum-niacinamide-10',
          categoryId: CATEGORY_ID,
          subcategoryId: SUBCATEGORY_ID,
          skinTypes: ['Berminyak'],
          description: 'Serum untuk kulit berminyak.',
          video: null,
        },
      },
    });
    answer.reject(
      new ApiError('Slug sudah dipakai produk lain', 400, [
        { field: 'slug', message: 'Slug sudah dipakai produk lain' },
      ]),
    );
    expect(await screen.findByText('Slug sudah dipakai produk lain')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Slug URL/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Simpan' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('ProductEditorPage: a saved product', () => {
  const path = `/admin/products/${PRODUCT_ID}`;
  const routes = [staffRoute('/admin/products/:productId', staff, <ProductEditorPage />)];

  it('names the old slugs that still redirect, sends only what changed, and refuses a video link that is not YouTube at the field', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<></>, {
      staff,
      path,
      routes,
      api: {
        adminProduct: () => aProductDetail({ oldSlugs: ['serum-niacinamide'] }),
        adminProductSizes: () => [aSize()],
        categories: () => categories,
        adminProductUpdate: (input) => ({ ...aProductDetail(), ...(input as { body: object }).body }),
      },
    });
    const video = await screen.findByRole('textbox', { name: /Link video/ });
    expect(screen.getByTestId('old-slugs').textContent).toBe(
      'Slug lama (tetap dialihkan ke yang baru): serum-niacinamide',
    );
    await fill(user, video, 'https://vimeo.com/123456');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText(/Link video harus link YouTube/)).toBeTruthy();
    expect(calls.some((c) => c.name === 'adminProductUpdate')).toBe(false);

    await user.clear(video);
    await fill(user, video, 'https://www.youtube.com/watch?v=abcdef123');
    await fill(user, screen.getByRole('textbox', { name: /Nomor BPOM/ }), '9');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(calls.find((c) => c.name === 'adminProductUpdate')).toEqual({
      name: 'adminProductUpdate',
      input: {
        params: { productId: PRODUCT_ID },
        body: { video: 'https://www.youtube.com/watch?v=abcdef123', bpom: 'NA182012000019' },
      },
    });
  });

  it("publishes only after a confirmation that says what shoppers will see, and shows the API's refusal", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = renderAsStaff(<></>, {
      staff,
      path,
      routes,
      api: {
        adminProduct: () => aProductDetail(),
        adminProductSizes: () => [],
        categories: () => categories,
        adminProductUpdate: () => {
          if (refuse) throw new ApiError('Tambahkan minimal satu ukuran sebelum menayangkan produk', 400);
          return aProductDetail({ published: true, url: 'rona/serum-niacinamide-10-30-ml' });
        },
      },
    });
    expect(await screen.findByText('Disembunyikan')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tayangkan' }));
    const dialog = screen.getByRole('dialog', { name: 'Tayangkan Serum Niacinamide 10%?' });
    expect(dialog.textContent).toContain('Produk akan langsung terlihat oleh pembeli');
    expect(calls.some((c) => c.name === 'adminProductUpdate')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Tayangkan' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(dialog.textContent).toContain('Tambahkan minimal satu ukuran');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Tayangkan' }));
    expect(await screen.findByText('Produk ditayangkan')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'adminProductUpdate').at(-1)).toEqual({
      name: 'adminProductUpdate',
      input: { params: { productId: PRODUCT_ID }, body: { published: true } },
    });
    expect(await screen.findByRole('button', { name: 'Sembunyikan' })).toBeTruthy();
  });

  it('says before publishing when no size can be bought', async () => {
    const sized = (enabled: boolean) =>
      aProductDetail({
        sizes: [
          {
            id: '55555555-5555-4555-8555-555555555555',
            size: '30 ml',
            sku: 'RONA-SERUM-30ML',
            url: 'rona/serum-niacinamide-10-30-ml',
            price: 120_000,
            stock: 10,
            enabled,
            position: 0,
          },
        ],
      });
    const hint = 'Belum ada ukuran aktif: tambahkan atau aktifkan minimal satu ukuran sebelum menayangkan produk.';
    const view = renderAsStaff(<></>, {
      staff,
      path,
      routes,
      api: { adminProduct: () => sized(false), adminProductSizes: () => [], categories: () => categories },
    });
    expect(await screen.findByText(hint)).toBeTruthy();
    view.unmount();
    renderAsStaff(<></>, {
      staff,
      path,
      routes,
      api: { adminProduct: () => sized(true), adminProductSizes: () => [], categories: () => categories },
    });
    expect(await screen.findByText('Disembunyikan')).toBeTruthy();
    expect(screen.queryByText(hint)).toBeNull();
  });
});
