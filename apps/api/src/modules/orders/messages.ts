/** The orders' messages: the spec's wording where it has one (spec 2 §5, §8), ours otherwise. */
export const orderMessages = {
  noAddress: 'Belum memiliki alamat pengiriman',
  noShipping: 'Belum memilih pengiriman',
  noPayment: 'Belum Memilih Metode Pembayaran',
  stockShort: 'Stok {name} tidak mencukupi, silahkan ubah jumlah pembelian',
  productGone: '{name} sudah tidak tersedia, silahkan hapus dari pesanan',
  pointsShort: 'Poin kamu tidak mencukupi',
  paymentDown: 'Pembayaran sedang tidak dapat dibuat, silahkan coba kembali',
  invoiceNotFound: 'Invoice Tidak Ditemukan',
  orderNotFound: 'Pesanan Tidak Ditemukan',
  notAllowed: 'Status pesanan tidak dapat diubah',
  created: 'Pesanan berhasil dibuat',
  cancelled: 'Transkasi {invoice} Berhasil Dibatalkan',
  finished: 'Berhasil menyelesaikan pesanan',
  finishedWithPoints: 'Berhasil menyelesaikan pesanan, kamu mendapatkan {point} NMW Poin',
  refundRequested: 'Pengajuan pengembalian dana berhasil dikirim',
  orderAgain: 'Produk berhasil ditambahkan ke keranjang',
  paidTitle: 'Pembayaran Berhasil',
  paidText: 'Pembayaran pesanan {invoice} sudah kami terima. Pesanan menunggu konfirmasi penjual.',
} as const;

export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
