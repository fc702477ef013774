/** The back office's product messages (Indonesian). */
export const adminCatalogueMessages = {
  productNotFound: 'Produk tidak ditemukan',
  imageNotFound: 'Foto tidak ditemukan',
  created: 'Produk dibuat',
  updated: 'Produk disimpan',
  imagesAdded: 'Foto ditambahkan',
  imagesUpdated: 'Urutan dan teks foto disimpan',
  imageDeleted: 'Foto dihapus',
  /** {slug} */
  slugTaken: 'Slug {slug} sudah dipakai produk lain; pilih slug lain',
  categoryUnknown: 'Kategori tidak dikenal',
  subcategoryUnknown: 'Subkategori tidak dikenal',
  subcategoryElsewhere: 'Subkategori ini bukan bagian dari kategori yang dipilih',
  publishWithoutSize: 'Produk belum punya ukuran: tambahkan minimal satu ukuran sebelum ditampilkan',
  publishWithoutEnabledSize: 'Semua ukuran produk ini nonaktif: aktifkan minimal satu ukuran sebelum ditampilkan',
  /** {max} */
  tooManyImages: 'Maksimal {max} foto per produk; hapus foto lain dulu',
  imagesMismatch: 'Daftar foto harus memuat setiap foto produk ini tepat satu kali',
} as const;
