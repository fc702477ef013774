import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@rona/api-client';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { bannersRoute } from './banner-routes';
import { BannersPage } from './banners-page';
import { anAdminBanner, anAdminCertificate } from './testing';

const staff = aStaffMember('pemasaran-konten');
const A = anAdminBanner({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', title: 'Harbolnas 12.12', status: 'scheduled' });
const B = anAdminBanner({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  title: 'Gajian',
  status: 'live',
  showFrom: null,
  showUntil: null,
});
const C = anAdminBanner({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', title: 'Ramadan', status: 'ended' });
const D = anAdminBanner({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', title: 'Lama', status: 'off', active: false });

const paste = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

/** The upload calls read the runtime configuration as the app does. */
const withConfig = () => vi.stubGlobal('__RONA_CONFIG__', { apiBaseUrl: '/api', publicApiKey: 'test' });

afterEach(() => vi.unstubAllGlobals());

describe('BannersPage: home banners', () => {
  it('lists the banners in their order with Terjadwal, Tayang, Berakhir and Nonaktif', async () => {
    renderAsStaff(<BannersPage />, { staff, path: '/admin/banners', api: { adminBanners: () => [A, B, C, D] } });
    const list = await screen.findByRole('list', { name: 'Urutan banner beranda' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^(Harbolnas 12.12|Gajian|Ramadan|Lama)$/).textContent)).toEqual([
      'Harbolnas 12.12',
      'Gajian',
      'Ramadan',
      'Lama',
    ]);
    expect(within(rows[0]!).getByText('Terjadwal')).toBeTruthy();
    expect(within(rows[1]!).getByText('Tayang')).toBeTruthy();
    expect(within(rows[2]!).getByText('Berakhir')).toBeTruthy();
    expect(within(rows[3]!).getByText('Nonaktif')).toBeTruthy();
    // Times are the shop's (WIB): 2026-12-11T17:00Z is 12 Des 00.00.
    expect(within(rows[0]!).getByText(/12 Des 2026.*00\.00 – 13 Des 2026/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/sekarang – tanpa batas/)).toBeTruthy();
    // Only a live banner can be ended now.
    expect(screen.getAllByRole('button', { name: /^Akhiri .* sekarang$/ })).toHaveLength(1);
  });

  it("shows a failed list with 'Coba Lagi', which asks again", async () => {
    let fail = true;
    const { calls } = renderAsStaff(<BannersPage />, {
      staff,
      path: '/admin/banners',
      api: {
        adminBanners: () => {
          if (fail) throw new ApiError('Server sedang sibuk', 503);
          return [A];
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Coba Lagi' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Harbolnas 12.12')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'adminBanners').length).toBeGreaterThanOrEqual(2);
  });

  it('moves a banner down with its button and saves the whole order', async () => {
    let saved = false;
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<BannersPage />, {
      staff,
      path: '/admin/banners',
      api: {
        adminBanners: () => (saved ? [B, A, C] : [A, B, C]),
        adminBannerOrder: () => {
          saved = true;
          return [B, A, C];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turunkan Harbolnas 12.12' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'adminBannerOrder')).toBeTruthy());
    expect(calls.find((c) => c.name === 'adminBannerOrder')!.input).toMatchObject({
      body: { ids: [B.id, A.id, C.id] },
    });
    const list = screen.getByRole('list', { name: 'Urutan banner beranda' });
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.textContent ?? '');
    await waitFor(() => expect(order()[0]).toContain('Gajian'));
    expect(order()[1]).toContain('Harbolnas 12.12');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Naikkan Gajian' })).toHaveProperty('disabled', true),
    );
  });

  it('checks the form (an off-shop link, an end before the start), then adds a banner with its uploaded pictures and WIB window', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ status: true, result: { url: '/api/media/banners/baru.jpg' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    withConfig();
    const { calls } = renderAsStaff(<BannersPage />, {
      staff,
      path: '/admin/banners',
      api: { adminBanners: () => [], adminBannerCreate: () => A },
    });
    expect(await screen.findByText('Belum ada banner')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tambah Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Banner' });
    await paste(user, within(dialog).getByRole('textbox', { name: /^Judul/ }), 'Harbolnas 12.12');
    await paste(user, within(dialog).getByRole('textbox', { name: /^Tautan di toko/ }), 'https://toko-lain.com');
    await paste(user, within(dialog).getByRole('textbox', { name: /^Teks alternatif/ }), 'Diskon 12.12');
    fireEvent.change(within(dialog).getByLabelText(/^Tayang mulai/), { target: { value: '2026-12-12T00:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Tayang sampai/), { target: { value: '2026-12-11T00:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(/Tautan harus alamat di dalam toko/)).toBeTruthy();
    expect(within(dialog).getByText('Tayang sampai harus setelah tayang mulai')).toBeTruthy();
    expect(within(dialog).getByText('Gambar banner wajib diisi')).toBeTruthy();
    expect(calls.find((c) => c.name === 'adminBannerCreate')).toBeUndefined();

    const link = within(dialog).getByRole('textbox', { name: /^Tautan di toko/ });
    await user.clear(link);
    await paste(user, link, '/promo/harbolnas');
    fireEvent.change(within(dialog).getByLabelText(/^Tayang sampai/), { target: { value: '2026-12-13T00:00' } });
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(inputs).toHaveLength(2);
    const file = new File(['x'], 'banner.jpg', { type: 'image/jpeg' });
    await user.upload(inputs[0]!, file);
    await user.upload(inputs[1]!, file);
    await new Promise((r) => setTimeout(r, 300));
    console.log(
      'DBG',
      fetchMock.mock.calls.length,
      within(dialog)
        .queryAllByRole('alert')
        .map((a) => a.textContent),
    );
    expect(await within(dialog).findAllByRole('img', { name: /^Pratinjau/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'adminBannerCreate')).toBeTruthy());
    expect(calls.find((c) => c.name === 'adminBannerCreate')!.input).toEqual({
      body: {
        title: 'Harbolnas 12.12',
        link: '/promo/harbolnas',
        alt: 'Diskon 12.12',
        image: '/api/media/banners/baru.jpg',
        longImage: '/api/media/banners/baru.jpg',
        showFrom: '2026-12-12T00:00:00+07:00',
        showUntil: '2026-12-13T00:00:00+07:00',
        active: true,
      },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the API's refusal in the form and keeps it open", async () => {
    const user = userEvent.setup();
    renderAsStaff(<BannersPage />, {
      staff,
      path: '/admin/banners',
      api: {
        adminBanners: () => [B],
        adminBannerUpdate: () => {
          throw new ApiError('Tautan harus alamat di dalam toko yang diawali "/"', 400);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah Gajian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Banner' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Tautan harus alamat di dalam toko');
  });

  it("ends a live banner now ('Akhiri Sekarang'), and deletes one only after a confirmation", async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<BannersPage />, {
      staff,
      path: '/admin/banners',
      api: {
        adminBanners: () => [B, C],
        adminBannerUpdate: () => ({ ...B, status: 'ended' }),
        adminBannerDelete: () => ({ id: C.id }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Akhiri Gajian sekarang' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'adminBannerUpdate')).toBeTruthy());
    const sent = calls.find((c) => c.name === 'adminBannerUpdate')!.input as {
      params: unknown;
      body: { showUntil: string };
    };
    expect(sent.params).toEqual({ bannerId: B.id });
    expect(Math.abs(Date.parse(sent.body.showUntil) - Date.now())).toBeLessThan(60_000);

    await user.click(screen.getByRole('button', { name: 'Hapus Ramadan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Ramadan?' });
    expect(calls.find((c) => c.name === 'adminBannerDelete')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminBannerDelete')?.input).toEqual({ params: { bannerId: C.id } }),
    );
  });

  it('is not open to staff without promotions:write', async () => {
    const Page = bannersRoute.Component!;
    renderAsStaff(<Page />, { staff: aStaffMember('katalog'), path: '/admin/banners', api: {} });
    expect(await screen.findByText(/akses/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tambah Banner' })).toBeNull();
  });
});

describe('BannersPage: certificates', () => {
  it("lists the certificates on their tab and moves one up, saving the about page's order", async () => {
    const user = userEvent.setup();
    const first = anAdminCertificate();
    const second = anAdminCertificate({
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Halal MUI',
      issuer: 'MUI',
    });
    const { calls } = renderAsStaff(<BannersPage />, {
      staff,
      path: '/admin/banners?tab=certificates',
      api: { adminCertificates: () => [first, second], adminCertificateOrder: () => [second, first] },
    });
    const list = await screen.findByRole('list', { name: 'Urutan sertifikat di halaman Tentang Kami' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Naikkan Halal MUI' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminCertificateOrder')?.input).toEqual({
        body: { ids: [second.id, first.id] },
      }),
    );
  });

  it('adds a certificate after checking its fields', async () => {
    const user = userEvent.setup();
    withConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ status: true, result: { url: '/api/media/certificates/sni.jpg' } })),
      ),
    );
    const { calls } = renderAsStaff(<BannersPage />, {
      staff,
      path: '/admin/banners?tab=certificates',
      api: { adminCertificates: () => [], adminCertificateCreate: () => anAdminCertificate() },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Sertifikat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Sertifikat' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Penerbit wajib diisi')).toBeTruthy();
    await paste(user, within(dialog).getByRole('textbox', { name: /^Nama sertifikat/ }), 'SNI');
    await paste(user, within(dialog).getByRole('textbox', { name: /^Penerbit/ }), 'BSN');
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'sni.jpg', { type: 'image/jpeg' }),
    );
    await within(dialog).findByRole('img', { name: /^Pratinjau/ });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminCertificateCreate')?.input).toEqual({
        body: { title: 'SNI', issuer: 'BSN', image: '/api/media/certificates/sni.jpg' },
      }),
    );
  });
});
