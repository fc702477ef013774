/** Messages of the review calls (shown verbatim by the clients). */
export const reviewsMessages = {
  lineNotFound: 'Produk tidak ditemukan pada pesanan ini',
  notFinished: 'Ulasan dapat diberikan setelah pesanan selesai',
  alreadyReviewed: 'Produk ini sudah kamu ulas',
  reviewNotFound: 'Ulasan tidak ditemukan',
  notEditable: 'Ulasan ini tidak dapat diubah lagi',
  created: 'Ulasan berhasil ditambahkan',
  edited: 'Berhasil Merubah ulasan yang sebelumnya. terima kasih sudah menambahkan ulasan',
} as const;
