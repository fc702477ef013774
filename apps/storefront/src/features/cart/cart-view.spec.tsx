import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Cart } from '@rona/domain';
import { aCartLine, aProduct, renderWithProviders } from '@rona/ui/testing';
import { CartView } from './cart-view';

const cart: Cart = {
  products: [aCartLine('a'), aCartLine('b')],
  vouchers: [],
  summary: { totalItems: 2, itemsTotal: 178000, totalPrice: 178000, discountTotal: 0, grandTotal: 178000 },
};

describe('the cart: deleting one product', () => {
  it("asks 'Hapus Produk' and keeps that question while the dialog closes (never 'Hapus Semua Produk')", async () => {
    const remove = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <CartView
        cart={cart}
        member={false}
        isLoading={false}
        isSaving={false}
        setQuantity={vi.fn()}
        setSelected={vi.fn()}
        selectAll={vi.fn()}
        remove={remove}
      />,
      { path: '/cart', api: { productRecommendations: () => [aProduct()] } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Produk a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Produk' });
    // Every text a dialog shows from here until it has faded out.
    const shown = new Set<string>();
    const dialogText = () => [...document.querySelectorAll('[role="dialog"]')].map((d) => d.textContent).join('|');
    const watch = new MutationObserver(() => shown.add(dialogText()));
    watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(['a']));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    watch.disconnect();
    expect([...shown].some((text) => text.includes('Hapus Produk'))).toBe(true);
    expect([...shown].some((text) => text.includes('Hapus Semua'))).toBe(false);
  });
});
