import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { aProduct, renderWithProviders } from '../testing';
import { ProductCard } from './product-card';

const discounted = aProduct({
  warehouse: {
    price: 150000,
    fixedPrice: 120000,
    stock: 5,
    quantity: 40,
    discount: {
      kind: 'percentage',
      value: 20,
      text: 'Disc. 20%',
      promoPurchaseLimit: 0,
      purchaseLimit: 0,
      startDate: null,
      endDate: null,
    },
  },
});

/** '+ Keranjang' as a guest says what happened to the local cart (issue 13). */
describe('adding to a guest cart', () => {
  beforeEach(() => {
    localStorage.clear();
    notifications.clean();
  });

  it("says 'Stok tersisa N' instead of a success when a guest's cart already holds the whole stock", async () => {
    const last = aProduct({ name: 'Toner Terakhir', warehouse: { ...aProduct().warehouse, stock: 1 } });
    renderWithProviders(<ProductCard product={last} />);
    fireEvent.click(screen.getByRole('button', { name: /\+ Keranjang/ }));
    expect(await screen.findByText('Toner Terakhir Berhasil Masuk Keranjang')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /\+ Keranjang/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: /\+ Keranjang/ }));
    expect(await screen.findByText('Stok tersisa 1')).toBeTruthy();
    expect(screen.getAllByText('Toner Terakhir Berhasil Masuk Keranjang')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('carts') ?? '{}').products[0].warehouse.quantity).toBe(1);
  });

  it('says why the discount went when a guest passes its purchase limit', async () => {
    const limited = aProduct({
      name: 'Serum Terbatas',
      warehouse: { ...discounted.warehouse, discount: { ...discounted.warehouse.discount!, purchaseLimit: 1 } },
    });
    renderWithProviders(<ProductCard product={limited} />);
    fireEvent.click(screen.getByRole('button', { name: /\+ Keranjang/ }));
    await screen.findByText('Serum Terbatas Berhasil Masuk Keranjang');
    expect(screen.queryByText('Diskon berlaku untuk maksimal 1 produk')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /\+ Keranjang/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: /\+ Keranjang/ }));
    expect(await screen.findByText('Diskon berlaku untuk maksimal 1 produk')).toBeTruthy();
  });
});
