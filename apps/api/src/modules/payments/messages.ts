/** The payments module's own messages (Indonesian, shown verbatim by clients and the sandbox pages). */
export const paymentMessages = {
  invoiceNotFound: 'Invoice Tidak Ditemukan',
  methodUnknown: 'Metode pembayaran tidak tersedia',
  amountInvalid: 'Jumlah pembayaran tidak valid',
  expiryInvalid: 'Batas waktu pembayaran tidak valid',
  alreadyCreated: 'Pembayaran untuk invoice ini sudah dibuat',
  amountMismatch: 'Jumlah pembayaran tidak sesuai dengan tagihan',
  signatureInvalid: 'Signature tidak valid',
  timestampStale: 'Request-Timestamp di luar batas waktu',
  providerFailed: 'Gagal membuat pembayaran, silahkan coba kembali',
} as const;
