/**
 * 'Sertifikasi & Perizinan' (the about and promo pages): an area of its own, so the promo page's
 * section does not bring the whole about page's text into its first load (npm run size).
 */
export const certificatesMessages = {
  'about.certificatesTitle': 'Sertifikasi & Perizinan',
  'about.certificatesHint': 'Keamanan produk dan layanan kami diakui oleh lembaga resmi.',
  'about.certificatesError': 'Gagal memuat sertifikat',
} as const;
