import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { useBuy } from './use-buy';

const UNPAID =
  'Kamu masih memiliki 3 pesanan yang belum dibayar. Selesaikan atau batalkan pesanan tersebut terlebih dahulu';

function BuyButton() {
  const buy = useBuy(true, undefined);
  return (
    <button type="button" onClick={buy.buy}>
      Beli
    </button>
  );
}

describe("a member's 'Beli' refused for an unpaid order", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('goes to the unpaid tab (another app) with the server message kept for that page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/cart', search: '' });
    renderWithProviders(<BuyButton />, {
      path: '/cart',
      api: {
        checkoutNew: () => {
          throw new ApiError(UNPAID, 409);
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Beli' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/user/activity?action=payment_waiting'));
    expect(JSON.parse(sessionStorage.getItem('rona:next-page-errors') ?? '[]')).toEqual([UNPAID]);
  });
});
