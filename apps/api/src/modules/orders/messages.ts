import type { OrderStatus } from '@rona/domain';

/** The orders' messages: the spec's wording where it has one (spec 2 §5, §8), ours otherwise. */
export const orderMessages = {
  noAddress: 'Belum memiliki alamat pengiriman',
  noShipping: 'Belum memilih pengiriman',
  noPayment: 'Belum Memilih Metode Pembayaran',
  stockShort: 'Stok {name} tidak mencukupi, silahkan ubah jumlah pembelian',
  productGone: '{name} sudah tidak tersedia, silahkan hapus dari pesanan',
  pointsShort: 'Poin kamu tidak mencukupi',
  checkoutOrdered: 'Checkout ini sudah menjadi pesanan',
  totalChanged:
    'Total pembayaran berubah menjadi {total}. Silahkan periksa kembali rincian pembayaran sebelum membayar',
  linesAlreadyOrdered:
    'Produk di checkout ini sudah dipesan pada pesanan {invoice}. Silahkan selesaikan pembayaran pesanan tersebut',
  unpaidContact:
    'Masih ada {n} pesanan belum dibayar untuk email atau nomor telepon ini. Selesaikan pembayarannya terlebih dahulu',
  unpaidAddress:
    'Terlalu banyak pesanan belum dibayar dari jaringan ini. Selesaikan pembayaran pesanan sebelumnya terlebih dahulu',
  paymentDown: 'Pembayaran sedang tidak dapat dibuat, silahkan coba kembali',
  invoiceNotFound: 'Invoice Tidak Ditemukan',
  orderNotFound: 'Pesanan Tidak Ditemukan',
  notAllowed: 'Status pesanan tidak dapat diubah',
  waybillRequired: 'Nomor resi wajib diisi saat pesanan dikirim',
  waybillInvalid: 'Nomor resi tidak valid (6–40 huruf, angka atau tanda -)',
  lookupNotFound:
    'Pesanan tidak ditemukan. Periksa kembali nomor invoice dan email atau nomor telepon yang kamu gunakan saat checkout',
  lookupMemberOrder: 'Pesanan ini tercatat di akun member. Silahkan masuk untuk melihatnya',
  lookupFound: 'Pesanan ditemukan',
  created: 'Pesanan berhasil dibuat',
  cancelled: 'Transkasi {invoice} Berhasil Dibatalkan',
  finished: 'Berhasil menyelesaikan pesanan',
  finishedWithPoints: 'Berhasil menyelesaikan pesanan, kamu mendapatkan {point} NMW Poin',
  refundRequested: 'Pengajuan pengembalian dana berhasil dikirim',
  refundBankMissing: 'Silahkan tambahkan rekening bank untuk pengembalian dana',
  orderAgain: 'Produk berhasil ditambahkan ke keranjang',
  paidTitle: 'Pembayaran Berhasil',
  paidText: 'Pembayaran pesanan {invoice} sudah kami terima. Pesanan menunggu konfirmasi penjual.',
} as const;

/** The refund messages (ours; the spec has none for refunds beyond the dialog). */
export const refundMessages = {
  latePaidTitle: 'Pembayaran Diterima Setelah Pesanan Ditutup',
  latePaidText:
    'Pembayaran {amount} untuk pesanan {invoice} kami terima setelah pesanan {closed}. Dana akan dikembalikan utuh ke rekening kamu.',
  approvedTitle: 'Pengembalian Dana Disetujui',
  approvedText:
    'Pengembalian dana pesanan {invoice} sebesar {amount} disetujui pada {date}. Dana masuk ke rekening kamu dalam 7 hari kerja.',
  /** The closed order's word when CLOSED_WORDS has none. */
  closedOther: 'ditutup',
} as const;

/** How a late payment's message names the closed order. */
export const CLOSED_WORDS: Partial<Record<OrderStatus, string>> = {
  CANCEL: 'dibatalkan',
  EXPIRED: 'kedaluwarsa',
  FAILED: 'gagal',
};

export { fill } from '../../lib/fill';
