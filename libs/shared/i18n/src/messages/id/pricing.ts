/**
 * Words the shared rules (`@rona/rules`) put on screen: stock labels, discount badges, order
 * statuses and tabs, vouchers, countdowns, star labels (spec 1 §2–§9, spec 2 §2–§5).
 * Strings quoted by the spec are kept exactly; the few the spec does not give are marked.
 */
export const pricingMessages = {
  'discount.badge': 'Disc. {amount}',

  'stock.soldOut': 'Habis',
  'stock.invalid': 'Produk Invalid',
  'stock.remaining': 'Sisa {n}',
  'stock.available': 'Stok Tersedia',
  'stock.detailSoldOut': 'Stok Habis',
  'stock.detailRemaining': 'Stok Sisa {n}',

  'voucher.appliedOne': '1 promo berhasil dipakai!',
  'voucher.appliedMany': '{n} promo berhasil dipakai',
  // Not given by the spec: reasons a voucher cannot be chosen.
  'voucher.expired': 'Promo sudah berakhir',
  'voucher.minimumTransaction': 'Minimal transaksi {amount}',
  'voucher.notUsable': 'Promo tidak dapat digunakan',
  'voucher.zeroTotal': 'Promo tidak dapat dipilih karena total belanja Rp 0',

  'countdown.expired': 'Payment Expired',
  // Ours: spec 2's 'hh mm ss' with its units, so a shopper reads it as time left (issue 24).
  'countdown.long': '{hours} jam {minutes} menit {seconds} detik',

  /** One message for both ways an order is cancelled: the unpaid page and the refund dialog (spec 2 §5). */
  'order.cancelled': 'Transkasi {invoice} Berhasil Dibatalkan',
  'orderStatus.WAITING_PAYMENT': 'Menunggu Pembayaran',
  'orderStatus.PENDING': 'Pembayaran Pending',
  'orderStatus.WAITING': 'Menunggu Konfirmasi Penjual',
  'orderStatus.WAITING_CONFIRM': 'Menunggu Konfirmasi Penjual',
  'orderStatus.PROCESS': 'Pesanan diproses',
  'orderStatus.WAITING_COURIER': 'Menunggu Pick Up Kurir',
  'orderStatus.SHIPPED': 'Pesanan Dalam Perjalanan',
  'orderStatus.DELIVERED': 'Berhasil Dikirim',
  'orderStatus.SUCCESS': 'Pesanan Selesai',
  'orderStatus.REQUEST_REFUND': 'Pengajuan Pengembalian Dana',
  'orderStatus.REFUND_APPROVED': 'Pengembalian Dana Disetujui',
  'orderStatus.FAILED': 'Pesanan Batal',
  'orderStatus.CANCEL': 'Pesanan Dibatalkan',
  'orderStatus.EXPIRED': 'Pembayaran Kadaluarsa',

  'orderTab.all': 'Semua',
  'orderTab.ongoing': 'Berlangsung',
  'orderTab.success': 'Berhasil',
  'orderTab.failed': 'Tidak Berhasil',
  'orderTab.waitingConfirm': 'Menunggu Konfirmasi',
  'orderTab.process': 'Diproses',
  'orderTab.shipped': 'Dikirim',
  'orderTab.delivered': 'Tiba di Tujuan',
  'orderTab.refund': 'Pengembalian Dana',

  // Not given by the spec: the guest tracking page's payment badges.
  'paymentBadge.paid': 'Sudah Dibayar',
  'paymentBadge.waiting': 'Menunggu Pembayaran',
  'paymentBadge.expired': 'Pembayaran Kadaluarsa',
  'paymentBadge.failed': 'Pembayaran Gagal',
  'paymentBadge.refund': 'Dana Dikembalikan',

  'invoice.watermarkUnpaid': 'BELUM LUNAS',
  'invoice.watermarkCancelled': 'DIBATALKAN',
  'invoice.watermarkPaid': 'LUNAS',

  'checkoutBlock.noAddress': 'Belum memiliki alamat pengiriman',
  'checkoutBlock.noShipping': 'Belum memilih pengiriman',
  'checkoutBlock.noPayment': 'Belum Memilih Metode Pembayaran',
  // Courier service groups in the shipping picker (ours; the server sends codes).
  'courierGroup.regular': 'Reguler',
  'courierGroup.express': 'Ekspres',
  'courierGroup.same_day': 'Sehari Sampai',

  'star.1': 'Sangat Buruk',
  'star.2': 'Buruk',
  'star.3': 'Cukup',
  'star.4': 'Baik',
  'star.5': 'Sangat Baik',

  'promoCard.codes': '{n} Kode Promo',
  'promoCard.noCode': 'Tanpa Kode Promo',
  'promoCard.specialDiscount': 'Diskon Produk Spesial',
} as const;
