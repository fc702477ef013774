import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '../../testing';
import Footer from './footer';

const emailInput = () => screen.getByRole('textbox', { name: 'Email untuk newsletter' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));

describe('footer', () => {
  it('has the support, legal and labelled social links and the contact details', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pengiriman' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pembayaran' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lacak Pesanan' }).getAttribute('href')).toBe('/tracking-order');
    expect(screen.getByRole('link', { name: 'Kebijakan Privasi' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Syarat dan Ketentuan' }).getAttribute('href')).toBe('/terms-condition');
    for (const network of ['Instagram', 'TikTok', 'YouTube', 'Facebook']) {
      expect(screen.getByRole('link', { name: `Rona di ${network}` })).toBeTruthy();
    }
    expect(screen.getByText(/Jakarta/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(emailInput().getAttribute('type')).toBe('email');
  });

  it('checks the e-mail format before calling the API', () => {
    const { calls } = renderWithProviders(<Footer />);
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Email belum diisi');
    fireEvent.change(emailInput(), { target: { value: 'ani@rona' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Format email tidak valid');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('subscribes and confirms with the success toast', async () => {
    const { calls } = renderWithProviders(<Footer />, { api: { subscribe: () => ({ email: 'ani@rona.id' }) } });
    fireEvent.change(emailInput(), { target: { value: ' ani@rona.id ' } });
    submit();
    expect(await screen.findByText('Berhasil, Email anda telah terdaftar.')).toBeTruthy();
    expect(calls).toEqual([{ name: 'subscribe', input: { body: { email: 'ani@rona.id' } } }]);
    expect((emailInput() as HTMLInputElement).value).toBe('');
  });

  it('shows server failures through the shared error handler', async () => {
    renderWithProviders(<Footer />, {
      api: {
        subscribe: () => {
          throw new ApiError('Email ini sudah terdaftar di newsletter Rona', 409);
        },
      },
    });
    fireEvent.change(emailInput(), { target: { value: 'ani@rona.id' } });
    submit();
    expect(await screen.findByText('Email ini sudah terdaftar di newsletter Rona')).toBeTruthy();
    // The address stays in the field so it can be corrected.
    expect((emailInput() as HTMLInputElement).value).toBe('ani@rona.id');
  });

  it('disables the button while the signup is being sent', async () => {
    let answer: (value: unknown) => void = () => {};
    const { calls } = renderWithProviders(<Footer />, {
      api: { subscribe: () => new Promise((resolve) => (answer = resolve)) },
    });
    fireEvent.change(emailInput(), { target: { value: 'ani@rona.id' } });
    submit();
    const button = screen.getByRole('button', { name: 'Daftar' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.submit(emailInput().closest('form') as HTMLFormElement);
    expect(calls).toHaveLength(1);
    answer({ email: 'ani@rona.id' });
    await waitFor(() => expect(button.disabled).toBe(false));
  });
});
