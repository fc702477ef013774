import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { GuestLoginPrompt } from './guest-login-prompt';

const noop = () => undefined;

/** Elements named with aria-label but without a role that allows a name (axe: aria-prohibited-attr). */
const labelledWithoutRole = () =>
  [...document.querySelectorAll('[aria-label]')].filter(
    (el) => !el.getAttribute('role') && ['DIV', 'SPAN'].includes(el.tagName),
  );

describe('the guest login prompt', () => {
  it("is a dialog named 'Login Akun', its label on the dialog, not on a wrapper without a role", async () => {
    renderWithProviders(<GuestLoginPrompt opened onClose={noop} onContinue={noop} onLogin={noop} />);
    expect(await screen.findByRole('dialog', { name: 'Login Akun' })).toBeTruthy();
    expect(labelledWithoutRole()).toEqual([]);
  });

  it('closed, leaves no labelled element without a role on the cart page', () => {
    renderWithProviders(<GuestLoginPrompt opened={false} onClose={noop} onContinue={noop} onLogin={noop} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(labelledWithoutRole()).toEqual([]);
  });
});
