/** The stock ledger's messages (Indonesian). */
export const stockMessages = {
  sizeNotFound: 'Ukuran produk tidak ditemukan',
  /** {stock} */
  belowZero: 'Stok tidak boleh kurang dari 0 (stok sekarang {stock})',
  /** {stock}, {held} */
  belowHeld: 'Stok tidak cukup: {held} unit ditahan pesanan yang belum dibayar, stok yang bisa dikurangi {stock}',
  /** {reason} */
  mustAdd: '{reason} harus menambah stok (jumlah positif)',
  /** {reason} */
  mustTake: '{reason} harus mengurangi stok (jumlah negatif)',
  /** {size} */
  countedTwice: '{size} dihitung lebih dari sekali',
  /** {size}, {counted}, {reserved} */
  countBelowOrders:
    '{size}: hitungan {counted} kurang dari {reserved} unit milik pesanan yang belum dikirim; periksa pesanan sebelum mengoreksi',
} as const;
