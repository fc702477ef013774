import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSize } from '../../testing/catalogue';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { DiscountDialog } from './discount-dialog';

const size = aSize({ price: 120_000 });
const staff = aStaffMember('katalog');
const now = new Date('2026-12-01T05:00:00.000Z'); // 12:00 WIB

async function pick(label: RegExp, option: string) {
  const input = () => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  fireEvent.click(input());
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(input().value).toBe(option));
}
const setDate = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('DiscountDialog', () => {
  it("previews the card's discount text and final price as the values are typed", async () => {
    const user = userEvent.setup();
    renderAsStaff(<DiscountDialog size={size} onClose={() => undefined} now={now} />, { staff });
    const preview = screen.getByTestId('discount-preview');
    expect(within(preview).getByTestId('preview-final').textContent).toBe('Rp 120.000');

    const value = screen.getByRole('textbox', { name: /^Besar diskon/ });
    await user.click(value);
    await user.paste('20');
    setDate(/^Mulai/, '2026-12-01T08:00');
    setDate(/^Berakhir/, '2026-12-07T23:59');
    expect(within(preview).getByTestId('preview-badge').textContent).toBe('Disc. 20%');
    expect(within(preview).getByTestId('preview-final').textContent).toBe('Rp 96.000');
    expect(within(preview).getByText('Berlaku sekarang')).toBeTruthy();

    await pick(/^Jenis diskon/, 'Harga Promo (Rp)');
    const promo = screen.getByRole('textbox', { name: /^Harga promo/ });
    await user.clear(promo);
    await user.click(promo);
    await user.paste('99000');
    expect(within(preview).getByTestId('preview-badge').textContent).toBe('Disc. Rp 21.000');
    expect(within(preview).getByTestId('preview-final').textContent).toBe('Rp 99.000');
  });

  it('refuses a percentage over 100, an end before the start and a promo price not below the price', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<DiscountDialog size={size} onClose={() => undefined} now={now} />, { staff });
    await user.click(screen.getByRole('textbox', { name: /^Besar diskon/ }));
    await user.paste('150');
    setDate(/^Mulai/, '2026-12-07T08:00');
    setDate(/^Berakhir/, '2026-12-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Diskon persentase harus 1–100%')).toBeTruthy();
    expect(screen.getByText('Waktu berakhir harus setelah waktu mulai')).toBeTruthy();

    await pick(/^Jenis diskon/, 'Harga Promo (Rp)');
    const promo = screen.getByRole('textbox', { name: /^Harga promo/ });
    await user.clear(promo);
    await user.click(promo);
    await user.paste('120000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Harga promo harus di bawah harga ukuran ini (Rp 120.000)')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the window as typed in WIB with the limits', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<DiscountDialog size={size} onClose={() => undefined} now={now} />, {
      staff,
      api: { adminDiscountSet: () => size },
    });
    await user.click(screen.getByRole('textbox', { name: /^Besar diskon/ }));
    await user.paste('20');
    setDate(/^Mulai/, '2026-12-01T08:00');
    setDate(/^Berakhir/, '2026-12-07T23:59');
    const limit = screen.getByRole('textbox', { name: /^Batas pembelian per produk/ });
    await user.clear(limit);
    await user.click(limit);
    await user.paste('2');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]).toEqual({
      name: 'adminDiscountSet',
      input: {
        params: { variantId: size.id },
        body: {
          kind: 'percentage',
          value: 20,
          start: '2026-12-01T08:00',
          end: '2026-12-07T23:59',
          purchaseLimit: 2,
          promoPurchaseLimit: 0,
        },
      },
    });
  });
});
