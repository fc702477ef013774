import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { Component as PrivacyPolicyPage } from './privacy-policy-page';
import { Component as TermsConditionPage } from './terms-condition-page';

const textOf = () => document.body.textContent ?? '';

describe('terms and conditions page', () => {
  it('carries the limits of the terms of use (spec 3 §9)', async () => {
    renderWithProviders(<TermsConditionPage />, { path: '/terms-condition' });
    expect(screen.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeTruthy();
    expect(screen.getByText('Terakhir diperbarui 10 September 2021')).toBeTruthy();
    const text = textOf();
    for (const limit of [
      'minimal 21 tahun',
      'paling lambat 60 menit sebelum jadwal',
      'tidak hadir lebih dari 1 jam',
      'maksimal 10 menit',
      'PNG atau JPG dengan ukuran maksimal 5 MB',
      'paling lambat 1 hari kalender setelah produk diterima',
      'paling lambat 3 hari setelah pemesanan konsultasi',
      'paling lambat 3 hari setelah produk diterima',
      'dalam waktu 3 bulan',
      '1 sampai 3 hari kerja',
    ]) {
      expect(text, limit).toContain(limit);
    }
    expect(text).not.toMatch(/\{\w+\}/);
    await waitFor(() => expect(document.title).toBe('Syarat dan Ketentuan | Rona'));
  });

  it('links every table-of-contents entry to its section', () => {
    renderWithProviders(<TermsConditionPage />, { path: '/terms-condition' });
    const toc = screen.getByRole('navigation', { name: 'Daftar Isi' });
    const links = [...toc.querySelectorAll('a')];
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName, link.textContent ?? '').toBe('SECTION');
    }
  });
});

describe('privacy policy page', () => {
  it('renders the policy with its sections and no unfilled variables', async () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '5. Cookie dan Penyimpanan di Browser' })).toBeTruthy();
    expect(textOf()).toContain('halo@rona.id');
    expect(textOf()).not.toMatch(/\{\w+\}/);
    await waitFor(() => expect(document.title).toBe('Kebijakan Privasi | Rona'));
  });
});
