/** The back office's failed-messages answers (Indonesian). */
export const adminMessageMessages = {
  notFound: 'Pesan tidak ditemukan',
  /** {status}: where the message stands now. */
  notFailed: 'Pesan ini tidak sedang gagal terkirim ({status}), jadi tidak dikirim ulang',
  queued: 'Pesan dijadwalkan untuk dikirim ulang',
} as const;

/** How staff read a message's status in the 409. */
export const statusLabels = {
  pending: 'sedang menunggu dikirim',
  sent: 'sudah terkirim',
  skipped: 'tidak dikirim',
  failed: 'gagal terkirim',
} as const;
