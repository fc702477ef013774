import type { AdminBanner, AdminCertificate } from '@rona/domain';

/** Test data (never imported by the app). */
export function anAdminBanner(overrides: Partial<AdminBanner> = {}): AdminBanner {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    position: 0,
    title: 'Harbolnas 12.12',
    link: '/promo/harbolnas',
    image: '/api/media/banners/1212.jpg',
    longImage: '/api/media/banners/1212-long.jpg',
    alt: 'Diskon 12.12 hingga 50%',
    showFrom: '2026-12-11T17:00:00.000Z',
    showUntil: '2026-12-12T17:00:00.000Z',
    active: true,
    status: 'scheduled',
    ...overrides,
  };
}

export function anAdminCertificate(overrides: Partial<AdminCertificate> = {}): AdminCertificate {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    position: 0,
    title: 'Terdaftar BPOM',
    issuer: 'Badan POM RI',
    image: '/api/media/certificates/bpom.svg',
    ...overrides,
  };
}
