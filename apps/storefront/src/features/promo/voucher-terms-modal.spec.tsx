import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import VoucherTermsModal from './voucher-terms-modal';

describe('VoucherTermsModal', () => {
  it("opens on the storefront's shell, which has no Mantine provider (it brings its own)", async () => {
    const onClose = vi.fn();
    render(
      <VoucherTermsModal
        voucher={{ name: 'Hemat 10%', termsCondition: 'Minimal belanja Rp100.000' } as never}
        onClose={onClose}
      />,
    );
    expect(await screen.findByRole('dialog', { name: /Hemat 10%/ })).toBeTruthy();
    expect(screen.getByText('Minimal belanja Rp100.000')).toBeTruthy();
  });
});
