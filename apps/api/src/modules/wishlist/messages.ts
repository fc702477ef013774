/** Messages of the wishlist (koleksi) calls (shown verbatim by the clients). */
export const wishlistMessages = {
  productNotFound: 'Produk tidak ditemukan',
  added: 'Berhasil Menambahkan Koleksi Produk',
  removed: 'Berhasil Menghapus Produk Dari Koleksi',
  notInWishlist: 'Produk tidak ada di koleksi',
} as const;
