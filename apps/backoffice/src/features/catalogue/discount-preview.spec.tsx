import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsStaff } from '../../testing/staff';
import { DiscountPreview } from './discount-preview';

const now = new Date('2026-12-01T05:00:00.000Z'); // 12:00 WIB
const window = { startDate: '2026-12-01T01:00:00.000Z', endDate: '2026-12-02T01:00:00.000Z' };
const text = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

describe('DiscountPreview', () => {
  it("shows the card's badge, the struck regular price and the final price of a percentage", () => {
    renderAsStaff(
      <DiscountPreview price={120_000} discount={{ kind: 'percentage', value: 25, ...window }} now={now} />,
    );
    expect(text('preview-badge')).toBe('Disc. 25%');
    expect(text('preview-regular')).toBe('Rp 120.000');
    expect(text('preview-final')).toBe('Rp 90.000');
    expect(screen.getByText('Berlaku sekarang')).toBeTruthy();
  });

  it('writes a promo price (override) as the saving, as the card does', () => {
    renderAsStaff(
      <DiscountPreview price={120_000} discount={{ kind: 'override', value: 99_000, ...window }} now={now} />,
    );
    expect(text('preview-badge')).toBe('Disc. Rp 21.000');
    expect(text('preview-final')).toBe('Rp 99.000');
  });

  it('says the regular price applies outside the window (a minute before the start)', () => {
    renderAsStaff(
      <DiscountPreview
        price={120_000}
        discount={{ kind: 'fixed', value: 20_000, ...window }}
        now={new Date('2026-12-01T00:59:00.000Z')}
      />,
    );
    expect(text('preview-badge')).toBe('Disc. Rp 20.000');
    expect(screen.getByText('Tidak berlaku sekarang')).toBeTruthy();
    expect(screen.getByText('Di luar waktunya pembeli membayar harga normal Rp 120.000.')).toBeTruthy();
  });

  it('shows only the regular price without a discount', () => {
    renderAsStaff(<DiscountPreview price={120_000} discount={null} now={now} />);
    expect(text('preview-badge')).toBeNull();
    expect(text('preview-regular')).toBeNull();
    expect(text('preview-final')).toBe('Rp 120.000');
  });
});
