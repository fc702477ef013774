/**
 * Payment-waiting pages (spec 2 §2 "Payment-waiting pages", §8). Strings quoted by the spec are
 * kept exactly (incl. its 'Transkasi' spelling); the rest (marked) are ours. 'Payment Expired'
 * is the pricing area's `countdown.expired`.
 */
export const paymentMessages = {
  'payment.title': 'Menunggu Pembayaran', // ours
  'payment.timeLeft': 'Selesaikan pembayaran dalam', // ours
  'payment.deadline': 'Batas akhir pembayaran {date}', // ours
  'payment.total': 'Total Pembayaran', // ours
  'payment.invoice': 'No. Invoice', // ours
  'payment.method': 'Metode Pembayaran', // ours
  'payment.bank': 'Bank', // ours
  'payment.vaNumber': 'Nomor Virtual Account', // ours
  'payment.storeCode': 'Kode Pembayaran', // ours
  'payment.copy': 'Salin',
  'payment.copied': 'Disalin', // ours
  'payment.copyLabel': 'Salin {label}', // ours (screen readers)
  'payment.creditCard.hint': 'Selesaikan pembayaran di halaman pembayaran kartu kredit.', // ours
  'payment.creditCard.open': 'Bayar dengan Kartu Kredit', // ours
  'payment.sandbox.note':
    'Mode uji: pembayaran ini dibuat oleh penyedia pembayaran bawaan, tidak ada uang sungguhan yang berpindah.', // ours
  'payment.sandbox.open': 'Bayar di Simulator Pembayaran', // ours
  'payment.shopeePay.hint': 'Kamu sedang diarahkan ke ShopeePay untuk menyelesaikan pembayaran.', // ours
  'payment.shopeePay.open': 'Buka ShopeePay', // ours
  'payment.instructions': 'Cara Pembayaran', // ours
  'payment.howToPay': 'Lihat Cara Bayar', // ours
  'payment.unpaidList': 'Daftar Belum Dibayar', // ours
  'payment.shopAgain': 'Belanja Lagi', // ours
  'payment.invoiceLink': 'Lihat Invoice', // ours
  'payment.tracking': 'Lacak Pesanan', // ours
  'payment.autoRefresh': 'Halaman ini diperbarui otomatis setelah pembayaran diterima.', // ours
  'payment.cancel': 'Batalkan Pembayaran', // ours
  'payment.cancelConfirm': 'Pembayaran akan dibatalkan, apakah ingin melanjutkan ?',
  'payment.cancelYes': 'Ya, Batalkan', // ours
  'payment.cancelNo': 'Kembali', // ours
  'payment.loadError': 'Gagal Memuat Halaman, silahkan coba kembali',
  'payment.notFound': 'Pesanan Tidak Ditemukan',
  'payment.loginNeeded': 'Sesi Berakhir Silahkan Login Kembali',
  'payment.login': 'Masuk', // ours
  'payment.unknownMethod': 'Metode pembayaran ini tidak memiliki halaman pembayaran.', // ours
} as const;
