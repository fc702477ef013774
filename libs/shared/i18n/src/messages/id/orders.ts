/**
 * Guest order tracking (Lacak Pesanan) and the printable invoice (spec 2 §2, §5, §8). Strings
 * quoted by the spec are kept exactly; the rest (marked) are ours. Status labels, payment badges
 * and the watermarks live in the pricing area (`orderStatus.*`, `paymentBadge.*`, `invoice.watermark*`).
 */
export const ordersMessages = {
  'tracking.title': 'Lacak Pesanan',
  'tracking.notFound': 'Pesanan Tidak Ditemukan',
  'tracking.loading': 'Memuat pesanan...', // ours
  'tracking.loadError': 'Terjadi Kesalahan, Silahkan Muat Ulang Halaman',
  'tracking.saveNote': 'Simpan tautan halaman ini untuk melacak pesanan kamu kembali.', // ours (the spec's save-the-URL note)
  'tracking.copy': 'Salin Tautan', // ours
  'tracking.copied': 'Tautan berhasil disalin', // ours
  'tracking.copyFailed': 'Tautan gagal disalin, silahkan salin dari kolom alamat', // ours
  'tracking.invoice': 'No. Invoice', // ours
  'tracking.date': 'Tanggal Pembelian', // ours
  'tracking.status': 'Status Pesanan', // ours
  'tracking.payment': 'Status Pembayaran', // ours
  'tracking.products': 'Produk', // ours
  'tracking.productLine': 'Ukuran {size} · {quantity} x {price}', // ours
  'tracking.address': 'Alamat Pengiriman', // ours
  'tracking.courier': 'Kurir', // ours
  'tracking.total': 'Total Pembayaran', // ours
  'tracking.events': 'Riwayat Pengiriman', // ours
  'tracking.noEvents': 'Belum ada riwayat pengiriman', // ours
  'tracking.driver': 'Kurir: {name}', // ours
  'tracking.receiver': 'Diterima oleh {name}', // ours
  'tracking.eventsError': 'Riwayat pengiriman gagal dimuat', // ours
  'tracking.invoiceLink': 'Lihat Invoice', // ours
  'tracking.pay': 'Lanjutkan Pembayaran', // ours
  'invoice.title': 'Invoice', // ours
  'invoice.loading': 'Memuat Invoice...',
  'invoice.notFound': 'Tidak Ditemukan',
  'invoice.invalid': 'Invoice Tidak Valid',
  'invoice.print': 'Cetak Invoice', // ours
  'invoice.number': 'No. Invoice', // ours
  'invoice.date': 'Tanggal Pembelian', // ours
  'invoice.status': 'Status', // ours
  'invoice.recipient': 'Penerima', // ours
  'invoice.destination': 'Alamat Tujuan', // ours
  'invoice.courier': 'Jasa Pengiriman', // ours
  'invoice.method': 'Metode Pembayaran', // ours
  'invoice.product': 'Produk', // ours
  'invoice.size': 'Ukuran', // ours
  'invoice.weight': 'Berat', // ours
  'invoice.quantity': 'Jumlah', // ours
  'invoice.price': 'Harga', // ours
  'invoice.subtotal': 'Subtotal', // ours
  'invoice.totalWeight': 'Total Berat', // ours
  'invoice.grams': '{weight} gr', // ours
  'invoice.line.productPrice': 'Total Harga Produk', // ours
  'invoice.line.productDiscount': 'Diskon Produk', // ours
  'invoice.line.voucherDiscount': 'Diskon Promo', // ours
  'invoice.line.shippingPrice': 'Ongkos Kirim', // ours
  'invoice.line.shippingDiscount': 'Diskon Ongkos Kirim', // ours
  'invoice.line.insurance': 'Asuransi Pengiriman', // ours
  'invoice.line.serviceFee': 'Biaya Layanan', // ours
  'invoice.line.pointUsed': 'NMW Poin Digunakan', // ours
  'invoice.grandTotal': 'Total Pembayaran', // ours
  'invoice.cashback': 'Cashback {point} NMW Poin', // ours
  'invoice.loginHint': 'Masuk ke akun kamu, atau buka invoice dari halaman Lacak Pesanan.', // ours
  'invoice.back': 'Kembali ke Beranda', // ours
  'invoice.login': 'Masuk', // ours
} as const;
