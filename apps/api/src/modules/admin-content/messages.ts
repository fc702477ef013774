/** Messages of the back office's article calls (shown verbatim by the back office). */
export const adminContentMessages = {
  created: 'Artikel dibuat',
  updated: 'Artikel disimpan',
  published: 'Artikel diterbitkan',
  unpublished: 'Artikel ditarik dari toko',
  imageUploaded: 'Gambar diunggah',
  articleNotFound: 'Artikel tidak ditemukan',
  slugTaken: 'Slug {slug} sudah dipakai artikel lain',
  productUnknown: 'Produk rekomendasi tidak ditemukan',
} as const;
