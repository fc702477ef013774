import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import type { PromoDetail } from '@rona/domain';
import { renderWithProviders } from '@rona/ui/testing';
import { PromoDetailPage } from './promo-detail-page';

const promo = (overrides: Partial<PromoDetail> = {}): PromoDetail => ({
  title: 'Payday Glow',
  url: 'payday-glow',
  long_banner: '/api/media/banners/payday-long.svg',
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: '2026-11-30T00:00:00.000Z',
  type: 'Voucher',
  sections: [{ title: 'Cara pakai', description: 'Masukkan kode di keranjang.' }],
  vouchers: [
    {
      name: 'Diskon 10%',
      redeem_code: 'PAYDAYGLOW',
      termsCondition: '1. Minimum belanja Rp200.000.',
      category: 'transaction',
    },
    { name: 'Ongkir Member', redeem_code: null, termsCondition: '1. Otomatis.', category: 'shipping' },
  ],
  discounts: null,
  ...overrides,
});

const renderPromo = (api: Record<string, (input: unknown) => unknown>) =>
  renderWithProviders(null, {
    path: '/promo/payday-glow',
    routes: [{ path: '/promo/:slug', element: <PromoDetailPage /> }],
    api,
  });

describe('promo detail page', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the title, period, voucher count, sections and vouchers, and sets the document title', async () => {
    renderPromo({ promoDetail: () => promo() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payday Glow' })).toBeTruthy();
    expect(screen.getByText('1 Nov - 30 Nov 2026')).toBeTruthy();
    expect(screen.getByText('2 Voucher')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cara pakai' })).toBeTruthy();
    expect(screen.getByText('PAYDAYGLOW')).toBeTruthy();
    expect(screen.getByText('Otomatis di akun member')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Payday Glow | Rona'));
  });

  it("'Salin' copies the redeem code and confirms it", async () => {
    renderPromo({ promoDetail: () => promo() });
    fireEvent.click(await screen.findByRole('button', { name: 'Salin kode PAYDAYGLOW' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('PAYDAYGLOW'));
    expect(await screen.findByRole('button', { name: 'Tersalin' })).toBeTruthy();
    expect(await screen.findByText('Kode PAYDAYGLOW berhasil disalin')).toBeTruthy();
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderPromo({ promoDetail: () => promo() });
    fireEvent.click(await screen.findByRole('button', { name: 'Salin kode PAYDAYGLOW' }));
    expect(await screen.findByText('Gagal menyalin kode, silahkan salin manual')).toBeTruthy();
  });

  it("'Baca Syarat & Ketentuan' opens the voucher's terms in a modal", async () => {
    renderPromo({ promoDetail: () => promo() });
    const [firstTerms] = await screen.findAllByRole('button', { name: 'Baca Syarat & Ketentuan' });
    if (!firstTerms) throw new Error('no terms button');
    fireEvent.click(firstTerms);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1. Minimum belanja Rp200.000.')).toBeTruthy();
  });

  it("takes the period from the discounts and offers 'Beli Produk' or a disabled 'Akan Datang'", async () => {
    renderPromo({
      promoDetail: () =>
        promo({
          type: 'Discount',
          vouchers: [],
          discounts: {
            startDate: '2026-11-10T00:00:00.000Z',
            endDate: '2026-11-12T00:00:00.000Z',
            products: [
              {
                name: 'Serum Niacinamide',
                variant: [
                  {
                    size: '20 ml',
                    image: '/a.svg',
                    price: 150000,
                    fixedPrice: 120000,
                    url: 'rona/serum-niacinamide-20-ml',
                    discount: 'Disc. 20%',
                    disable: false,
                  },
                  {
                    size: '50 ml',
                    image: '/a.svg',
                    price: 300000,
                    fixedPrice: 240000,
                    url: 'rona/serum-niacinamide-50-ml',
                    discount: 'Disc. 20%',
                    disable: true,
                  },
                ],
              },
            ],
          },
        }),
    });
    expect(await screen.findByText('10 Nov - 12 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Tanpa Voucher')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beli Produk Serum Niacinamide 20 ml' }).getAttribute('href')).toBe(
      '/products/rona/serum-niacinamide-20-ml',
    );
    expect((screen.getByRole('button', { name: 'Akan Datang' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Rp 150.000')).toBeTruthy();
    expect(screen.getByText('Rp 120.000')).toBeTruthy();
  });

  it("shows the API's message for an unknown promo", async () => {
    renderPromo({
      promoDetail: () => {
        throw new ApiError('Promo tidak ditemukan', 404);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Promo tidak ditemukan' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Semua Promo' }).length).toBeGreaterThan(0);
  });
});
