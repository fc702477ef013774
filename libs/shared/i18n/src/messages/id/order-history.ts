/**
 * Order history (Daftar Transaksi) of the activity hub (spec 2 §2 Order history, §4, §5, §9).
 * Strings quoted by the spec are kept exactly (incl. its 'Transkasi' spelling); the rest (marked)
 * are ours. Tab and status labels live in the pricing area (`orderTab.*`, `orderStatus.*`).
 */
export const orderHistoryMessages = {
  'orderHistory.title': 'Daftar Transaksi', // ours
  'orderHistory.search': 'Cari transaksi', // ours (label)
  'orderHistory.searchPlaceholder': 'Cari invoice atau nama produk', // ours
  'orderHistory.searchSubmit': 'Cari', // ours
  'orderHistory.date': 'Tanggal transaksi', // ours (label)
  'orderHistory.datePlaceholder': 'Pilih tanggal', // ours
  'orderHistory.tabs': 'Status transaksi', // ours (tab list name)
  'orderHistory.filters': 'Status pesanan berlangsung', // ours (sub-filter group name)
  'orderHistory.empty': 'Oops, nggak ada transaksi sesuai dengan filter kamu.',
  'orderHistory.invoice': 'No. Invoice {invoice}', // ours
  'orderHistory.more': '+{count} produk lainnya', // ours
  'orderHistory.quantity': '{quantity} x {price}', // ours
  'orderHistory.total': 'Total Belanja', // ours
  'orderHistory.detail': 'Lihat Detail', // ours
  'orderHistory.finish': 'Selesaikan',
  'orderHistory.cancel': 'Batalkan Pesanan',
  'orderHistory.again': 'Beli Lagi',
  'orderHistory.finished': 'Berhasil menyelesaikan pesanan',
  'orderHistory.finishedPoints': 'Berhasil menyelesaikan pesanan, kamu mendapatkan {point} NMW Poin',
  'orderHistory.needBank': 'Tambahkan rekening bank dulu untuk menerima pengembalian dana', // ours
  'orderHistory.loadError': 'Daftar transaksi gagal dimuat', // ours
  'orderHistory.close': 'Tutup', // ours
  'orderHistory.detailTitle': 'Detail Pesanan', // ours
  'orderHistory.products': 'Produk', // ours
  'orderHistory.size': 'Ukuran {size}', // ours
  'orderHistory.address': 'Alamat Pengiriman', // ours
  'orderHistory.courier': 'Kurir', // ours
  'orderHistory.weight': 'Berat total {weight} gram', // ours
  'orderHistory.payment': 'Rincian Pembayaran', // ours
  'orderHistory.method': 'Metode Pembayaran', // ours
  'orderHistory.productPrice': 'Total Harga Produk', // ours
  'orderHistory.shippingPrice': 'Ongkos Kirim', // ours
  'orderHistory.discount': 'Diskon Produk', // ours
  'orderHistory.voucherDiscount': 'Diskon Promo', // ours
  'orderHistory.shippingDiscount': 'Diskon Ongkos Kirim', // ours
  'orderHistory.insurance': 'Asuransi Pengiriman', // ours
  'orderHistory.serviceFee': 'Biaya Layanan', // ours
  'orderHistory.pointUsed': 'NMW Poin Digunakan', // ours
  'orderHistory.grandTotal': 'Total Pembayaran', // ours
  'orderHistory.cashback': 'Cashback {point} NMW Poin', // ours
  'orderHistory.invoiceLink': 'Lihat Invoice', // ours
  'orderHistory.refundTitle': 'Batalkan Pesanan', // ours (dialog title = the button)
  'orderHistory.refundLead': 'Dana dikembalikan ke rekening {bank} {account} a.n. {name}.', // ours
  'orderHistory.refundReason': 'Alasan Pengembalian', // ours
  'orderHistory.refundReasonPlaceholder': 'Tulis alasan pembatalan pesanan', // ours
  'orderHistory.refundReasonRequired': 'Alasan Pengembalian Tidak Boleh Kosong',
  'orderHistory.refundFee': 'Biaya pengembalian dana {fee} dipotong dari total pembayaran.', // ours (spec §9 fee)
  'orderHistory.refundAmount': 'Dana yang dikembalikan', // ours
  'orderHistory.refundDays': 'Pengembalian dana diproses 7 hari kerja setelah disetujui.', // ours (spec §9)
  'orderHistory.refundTerms': 'Saya menyetujui syarat dan ketentuan pengembalian dana', // ours
  'orderHistory.refundSubmit': 'Ajukan Pembatalan', // ours
  'orderHistory.refundSection': 'Pengembalian Dana', // ours (spec §2 sub-filter name)
  'orderHistory.refundStatus': 'Status', // ours
  'orderHistory.refundDue': 'Menunggu persetujuan', // ours
  'orderHistory.refundApproved': 'Disetujui {date}', // ours
  'orderHistory.refundLatePayment': 'Pembayaran diterima setelah pesanan ditutup, dana dikembalikan utuh.', // ours
} as const;
