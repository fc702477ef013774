/** The back office's voucher messages (Indonesian). */
export const voucherMessages = {
  notFound: 'Voucher tidak ditemukan',
  /** {code} */
  codeTaken: 'Kode voucher {code} sudah dipakai voucher lain (huruf besar/kecil dianggap sama)',
  /** {fields} */
  lockedTerms:
    'Voucher ini sudah dipakai pesanan, jadi {fields} tidak dapat diubah (pesanan yang sudah memakainya mendapat potongan itu). Akhiri voucher ini dan buat voucher baru bila perlu.',
  /** {used} */
  limitBelowUses: 'Kuota total tidak boleh kurang dari pemakaian sejauh ini ({used} pesanan)',
  deactivated: 'Voucher sudah dinonaktifkan dan tidak dapat diubah lagi',
  alreadyDeactivated: 'Voucher sudah nonaktif',
  saved: 'Voucher disimpan',
  deactivatedOk: 'Voucher dinonaktifkan',
} as const;

/** The fields a used voucher keeps, as staff read them in the refusal. */
export const lockedFieldLabels = {
  category: 'jenis voucher',
  discType: 'bentuk potongan',
  discAmount: 'nilai potongan',
  maxDiscount: 'maksimal potongan',
} as const;
