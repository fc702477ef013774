import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { OrderDateFilter } from './order-date-filter';

describe('order date filter (issue 13)', () => {
  afterEach(() => vi.useRealTimers());

  it('speaks Indonesian and allows up to the shop’s day (WIB), not the device’s', async () => {
    // 01.30 WIB on 24 November is still 23 November on a UTC device.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T18:30:00Z') });
    const onChange = vi.fn();
    renderWithProviders(<OrderDateFilter value="" onChange={onChange} />, { app: 'account-checkout' });
    fireEvent.click(screen.getByLabelText('Tanggal transaksi'));
    expect(await screen.findByText('November 2026')).toBeTruthy();
    // Indonesian weekday names, the week starting on Monday (Senin).
    expect(Array.from(document.querySelectorAll('th')).map((th) => th.textContent)).toEqual([
      'Sn',
      'Sl',
      'Rb',
      'Km',
      'Jm',
      'Sb',
      'Mg',
    ]);
    const day = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
    const the24th = day('24 November 2026');
    expect(the24th.hasAttribute('disabled') || the24th.getAttribute('data-disabled') === 'true').toBe(false);
    const the25th = day('25 November 2026');
    expect(the25th.hasAttribute('disabled') || the25th.getAttribute('data-disabled') === 'true').toBe(true);
    fireEvent.click(the24th);
    expect(onChange).toHaveBeenCalledWith('2026-11-24');
  });
});
