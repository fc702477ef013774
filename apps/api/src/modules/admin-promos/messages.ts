/** Messages of the back office's promo page calls (shown verbatim by the back office). */
export const adminPromoMessages = {
  created: 'Promo dibuat',
  updated: 'Promo disimpan',
  imageUploaded: 'Gambar diunggah',
  promoNotFound: 'Promo tidak ditemukan',
  slugTaken: 'Slug {slug} sudah dipakai promo lain',
  voucherUnknown: 'Voucher yang dipilih tidak ditemukan',
  sizeUnknown: 'Ukuran produk yang dipilih tidak ditemukan',
  endBeforeStart: 'Waktu berakhir harus setelah waktu mulai',
} as const;
