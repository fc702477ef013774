/** Messages of the catalogue calls (shown verbatim by the clients). */
export const catalogueMessages = {
  productNotFound: 'Produk tidak ditemukan',
} as const;
