/** The header search overlay's suggestions (spec 1 §2 Shared layout, §8); the base strings are in layout.ts. */
export const searchMessages = {
  'search.suggestions': 'Saran pencarian',
  'search.suggestedProducts': 'Produk',
  'search.suggestedCategories': 'Kategori',
  'search.searching': 'Mencari...',
  'search.noResults': 'Tidak ada saran untuk "{text}". Tekan Enter untuk mencari semua produk.',
  'search.keyboardHint': 'Gunakan panah atas/bawah untuk memilih saran, Enter untuk membuka.',
  'search.resultCount': '{count} saran tersedia',
} as const;
