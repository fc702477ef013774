/** Messages of the content calls: articles, promos, the newsletter (shown verbatim by the clients). */
export const contentMessages = {
  articleNotFound: 'Artikel tidak ditemukan',
  promoNotFound: 'Promo tidak ditemukan',
  subscribed: 'Berhasil, Email anda telah terdaftar.',
  newsletterRegistered: 'Email ini sudah terdaftar di newsletter Rona',
} as const;
