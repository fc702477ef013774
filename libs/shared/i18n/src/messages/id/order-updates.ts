/**
 * Issue 16 on the pages (ours: the spec has none of these words): the waybill and the courier's
 * timeline, the confirmation before 'Selesaikan', finding a guest order again ('Lacak Pesanan'),
 * and asking for a new e-mail verification link. See docs/product/orders.md and tracking-invoice.md.
 */
export const orderUpdatesMessages = {
  'orderUpdates.waybill': 'No. Resi',
  'orderUpdates.waybillCopy': 'Salin nomor resi',
  'orderUpdates.waybillCopied': 'Disalin',
  'orderUpdates.copy': 'Salin',
  'orderUpdates.timeline': 'Lacak Pengiriman',
  'orderUpdates.timelineEmpty': 'Belum ada riwayat pengiriman',
  'orderUpdates.timelineError': 'Riwayat pengiriman gagal dimuat',
  'orderUpdates.driver': 'Kurir: {name}',
  'orderUpdates.receiver': 'Diterima oleh {name}',
  'orderUpdates.finishTitle': 'Selesaikan Pesanan',
  'orderUpdates.finishText':
    'Pastikan pesanan {invoice} sudah kamu terima dengan baik. Setelah diselesaikan, pengembalian dana tidak dapat diajukan lagi.',
  'orderUpdates.finishConfirm': 'Ya, Selesaikan',
  'orderUpdates.finishCancel': 'Batal',
  'orderUpdates.close': 'Tutup',
  'orderUpdates.lookupTitle': 'Lacak Pesanan',
  'orderUpdates.lookupLead': 'Masukkan nomor invoice dan email atau nomor telepon yang kamu gunakan saat checkout.',
  'orderUpdates.lookupInvoice': 'Nomor Invoice',
  'orderUpdates.lookupInvoicePlaceholder': 'NMW-20261124-XXXXXXXX',
  'orderUpdates.lookupContact': 'Email atau Nomor Telepon',
  'orderUpdates.lookupContactPlaceholder': 'nama@email.com atau 0812…',
  'orderUpdates.lookupSubmit': 'Lacak Pesanan',
  'orderUpdates.verifyResend': 'Kirim Ulang Tautan Verifikasi',
  'orderUpdates.verifySent': 'Tautan verifikasi baru sudah dikirim ke {email}. Berlaku 3 hari.',
  'orderUpdates.verifyResendHint':
    'Tautan verifikasi berlaku 3 hari. Belum menerima atau sudah kedaluwarsa? Minta tautan baru.',
} as const;
