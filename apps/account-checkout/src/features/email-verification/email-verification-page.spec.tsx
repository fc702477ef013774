import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { EmailVerificationPage } from './email-verification-page';

const UUID = '3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f';
const renderAt = (path: string, api: Record<string, (input: unknown) => unknown> = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/verification-email/:uuid" element={<EmailVerificationPage />} />
    </Routes>,
    { app: 'account-checkout', path, api },
  );

describe('e-mail verification page', () => {
  it("greets the member: 'Selamat, {name}!'", async () => {
    const { calls } = renderAt(`/verification-email/${UUID}`, { verifyEmail: () => ({ fullName: 'Siti Rahma' }) });
    expect(await screen.findByRole('heading', { name: 'Selamat, Siti Rahma!' })).toBeTruthy();
    expect(screen.getByText('Email kamu sudah berhasil terverifikasi.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halaman Utama' }).getAttribute('href')).toBe('/');
    expect(calls).toEqual([{ name: 'verifyEmail', input: { query: { uuid: UUID }, signal: expect.anything() } }]);
  });

  it("says 'Halaman Tidak Valid, Silahkan Kembali' without a proper uuid, without calling", () => {
    const { calls } = renderAt('/verification-email/bukan-uuid');
    expect(screen.getByText('Halaman Tidak Valid, Silahkan Kembali')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's message for an unknown or used link", async () => {
    renderAt(`/verification-email/${UUID}`, {
      verifyEmail: () => {
        throw new ApiError('Link verifikasi tidak ditemukan', 404);
      },
    });
    expect(await screen.findByText('Link verifikasi tidak ditemukan')).toBeTruthy();
  });
});
