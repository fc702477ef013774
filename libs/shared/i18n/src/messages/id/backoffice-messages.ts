/** The back office's failed messages screen (issue 28 §6): the list and 'Kirim Ulang'. */
export const backofficeFailedMessageMessages = {
  'backoffice.messages.title': 'Pesan Gagal Terkirim',
  'backoffice.messages.intro': 'Email dan WhatsApp yang berhenti dicoba setelah 12 kali gagal.',
  /** Only to staff holding messages:resend (the others see no 'Kirim Ulang'). */
  'backoffice.messages.introResend': 'Kirim Ulang menjadwalkan pesan untuk dicoba lagi dari awal.',
  'backoffice.messages.caption': 'Daftar pesan gagal terkirim',
  'backoffice.messages.total': '{total} pesan gagal',
  'backoffice.messages.empty': 'Tidak ada pesan yang gagal terkirim',
  'backoffice.messages.emptyHint': 'Semua email dan WhatsApp terkirim atau masih dalam antrean.',
  'backoffice.messages.col.recipient': 'Penerima',
  'backoffice.messages.col.message': 'Pesan',
  'backoffice.messages.col.order': 'Pesanan',
  'backoffice.messages.col.error': 'Kesalahan',
  'backoffice.messages.col.attempts': 'Percobaan',
  'backoffice.messages.col.lastAttempt': 'Terakhir Dicoba (WIB)',
  'backoffice.messages.col.action': 'Aksi',
  'backoffice.messages.channel.email': 'Email',
  'backoffice.messages.channel.whatsapp': 'WhatsApp',
  'backoffice.messages.masked': 'disamarkan',
  /**
   * What each outbox template is, for the list (its code stays under it, for support): one key per
   * kind the API writes (`order.<step>`, `newsletter.welcome`; the API's order-messages tests check
   * every one has its words here). An unknown kind shows its code.
   */
  'backoffice.messages.kind.order.placed': 'Pesanan dibuat, menunggu pembayaran',
  'backoffice.messages.kind.order.reminder': 'Pengingat pembayaran',
  'backoffice.messages.kind.order.paid': 'Pembayaran berhasil',
  'backoffice.messages.kind.order.processed': 'Pesanan diproses',
  'backoffice.messages.kind.order.shipped': 'Pesanan dikirim',
  'backoffice.messages.kind.order.delivered': 'Pesanan sampai',
  'backoffice.messages.kind.order.finished': 'Pesanan selesai',
  'backoffice.messages.kind.order.cancelled': 'Pesanan dibatalkan',
  'backoffice.messages.kind.order.expired': 'Pembayaran kedaluwarsa',
  'backoffice.messages.kind.order.failed': 'Pembayaran gagal',
  'backoffice.messages.kind.order.refundRequested': 'Pengajuan pengembalian dana diterima',
  'backoffice.messages.kind.order.refundApproved': 'Pengembalian dana disetujui',
  'backoffice.messages.kind.newsletter.welcome': 'Selamat datang di newsletter',
  'backoffice.messages.noOrder': 'Bukan pesanan',
  'backoffice.messages.unknown': 'Tidak tercatat',
  'backoffice.messages.attempts': '{count} kali',
  'backoffice.messages.retry': 'Kirim Ulang',
  'backoffice.messages.retryLabel': 'Kirim ulang {kind} ke {recipient}',
  'backoffice.messages.retryTitle': 'Kirim ulang pesan ini?',
  'backoffice.messages.retryBody':
    'Pesan "{kind}" lewat {channel} ke {recipient} akan dijadwalkan lagi dan dicoba dalam beberapa saat, dengan isi dari pesanan saat ini.',
  'backoffice.messages.retryConfirm': 'Ya, Kirim Ulang',
  'backoffice.messages.retried': 'Pesan dijadwalkan untuk dikirim ulang',
} as const;
