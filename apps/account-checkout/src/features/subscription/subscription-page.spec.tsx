import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@rona/ui/testing';
import { SubscriptionPage } from './subscription-page';

const renderAt = (api: Record<string, (input: unknown) => unknown>) =>
  renderWithProviders(
    <Routes>
      <Route path="/subscribe/:params/:params2" element={<SubscriptionPage />} />
    </Routes>,
    { app: 'account-checkout', path: '/subscribe/abc/def', api },
  );
const subscriber = { fullName: 'Siti Rahma', discountVoucher: true, newProduct: true };

describe('subscription page', () => {
  it('asks why, and keeps the button disabled until a box is ticked', async () => {
    renderAt({ subscriptionDetail: () => subscriber });
    expect(await screen.findByRole('heading', { name: 'Kenapa ingin berhenti berlangganan?' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Perbarui' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Berhenti menerima email produk baru'));
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByLabelText('Berhenti menerima email produk baru'));
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("sends false for the stopped mail and says 'Pengaturan berhasil diperbarui'", async () => {
    const { calls } = renderAt({
      subscriptionDetail: () => subscriber,
      subscriptionUpdate: () => ({ ...subscriber, discountVoucher: false }),
    });
    fireEvent.click(await screen.findByLabelText('Berhenti menerima email promo dan voucher'));
    fireEvent.click(screen.getByRole('button', { name: 'Perbarui' }));
    expect(await screen.findByText('Pengaturan berhasil diperbarui')).toBeTruthy();
    await waitFor(() =>
      expect(calls[1]).toEqual({
        name: 'subscriptionUpdate',
        input: { params: { params: 'abc', params2: 'def' }, body: { discountVoucher: false, newProduct: true } },
      }),
    );
  });

  it("says 'Berlangganan Berhasil Dibatalkan' when no subscriber is found", async () => {
    renderAt({ subscriptionDetail: () => ({ fullName: null, discountVoucher: false, newProduct: false }) });
    expect(await screen.findByRole('heading', { name: 'Berlangganan Berhasil Dibatalkan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Perbarui' })).toBeNull();
  });
});
