/** Messages of the catalogue calls (shown verbatim by the clients). */
export const catalogueMessages = {
  productNotFound: 'Produk tidak ditemukan',
  productMoved: 'Alamat produk sudah berpindah',
  districtNotFound: 'Kecamatan tidak ditemukan',
  /** As the checkout says it (checkout/messages.ts). */
  shippingDown: 'Layanan pengiriman sedang tidak tersedia, silahkan coba kembali',
} as const;
