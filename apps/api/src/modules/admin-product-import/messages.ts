/** The product import's messages (Indonesian). */
export const productImportMessages = {
  applied: 'Impor produk diterapkan',
  previewed: 'Pratinjau impor siap',
  empty: 'Berkas CSV tidak berisi baris produk',
  /** {max} */
  tooManyRows: 'Berkas CSV maksimal {max} baris produk; bagi menjadi beberapa berkas',
  tooLarge: 'Berkas CSV maksimal 900 KB; bagi menjadi beberapa berkas',
  unreadable: 'Berkas tidak bisa dibaca sebagai CSV (baris {line}): {reason}',
  notUtf8: 'Berkas bukan UTF-8: simpan dari Excel sebagai "CSV UTF-8 (dipisahkan koma)"',
  /** {columns} */
  missingColumns: 'Kolom wajib tidak ada: {columns}. Pakai berkas hasil Ekspor Produk sebagai contoh',
  stale: 'Data produk atau berkas berubah sejak pratinjau; periksa pratinjau lagi sebelum menerapkan',
  nothingToApply: 'Tidak ada baris yang diterima untuk diterapkan',
  // Per row (the refused rows' report).
  yesNo: 'Isi Ya atau Tidak',
  wholeNumber: '{label} harus angka bulat tanpa titik atau koma, contoh: {example}',
  /** {line} */
  skuTwice: 'SKU ini sudah ada di baris {line}',
  /** {line} */
  productDiffers: 'Berbeda dengan baris {line} untuk produk (slug) yang sama',
  /** {value} */
  categoryUnknown: 'Kategori "{value}" tidak dikenal',
  /** {value} */
  subcategoryUnknown: 'Subkategori "{value}" tidak dikenal di kategori ini',
  /** {slug} */
  skuOfOtherProduct:
    'SKU ini milik produk dengan slug {slug}; slug tidak bisa diubah lewat impor (ubah di editor produk)',
  /** {slug} */
  slugTaken: 'Slug {slug} pernah dipakai produk lain; pilih slug lain',
  newProductPublished:
    'Produk baru masuk tersembunyi: isi Tidak, lalu tayangkan dari editor produk setelah deskripsi dan foto diisi',
  /** {size} */
  sizeTaken: 'Produk ini sudah punya ukuran {size}',
  /** {problem} */
  priceBelowDiscount: 'Harga tidak cocok dengan diskon ukuran ini: {problem}',
  lastEnabledSize: 'Produk sedang ditampilkan: isi Tayang Tidak, atau biarkan minimal satu ukuran produk ini Aktif',
  publishWithoutEnabledSize:
    'Semua ukuran produk ini nonaktif: isi Aktif Ya pada minimal satu ukuran sebelum Tayang Ya',
} as const;
