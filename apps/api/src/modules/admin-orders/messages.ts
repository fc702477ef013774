/** The workbench's messages (Indonesian). */
export const adminOrderMessages = {
  notFound: 'Pesanan tidak ditemukan',
  refusalReasonRequired: 'Alasan penolakan wajib diisi (akan dibaca pembeli)',
  requestReasonRequired: 'Alasan pengembalian dana wajib diisi (akan dibaca Keuangan)',
  waybillMissingFor: 'Nomor resi belum diisi untuk {invoice}',
  refusedTitle: 'Pengembalian Dana Ditolak',
  /** {invoice}, {reason}. */
  refusedText: 'Permintaan pengembalian dana untuk pesanan {invoice} ditolak: {reason}. Pesanan akan diproses.',
} as const;
