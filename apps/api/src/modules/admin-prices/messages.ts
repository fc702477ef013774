/** The back office's sizes, prices and discounts: messages (Indonesian). */
export const adminPricesMessages = {
  productNotFound: 'Produk tidak ditemukan',
  sizeNotFound: 'Ukuran produk tidak ditemukan',
  /** {sku} */
  skuTaken: 'SKU {sku} sudah dipakai ukuran lain',
  /** {size} */
  sizeTaken: 'Ukuran {size} sudah ada di produk ini',
  /** {problem} */
  priceBelowDiscount: '{problem}: ubah atau akhiri diskonnya dulu sebelum menurunkan harga',
  endPassed: 'Waktu berakhir sudah lewat',
  lastEnabledSize: 'Produk sedang ditampilkan: sembunyikan produk dulu atau biarkan minimal satu ukuran aktif',
  created: 'Ukuran ditambahkan',
  updated: 'Ukuran disimpan',
  discountSet: 'Diskon disimpan',
  discountEnded: 'Diskon diakhiri',
} as const;
