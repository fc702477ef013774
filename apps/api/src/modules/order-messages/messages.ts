import type { OrderStep } from './steps';

/** What the order messages say to the buyer: the inbox entry and the mail of each step ({…} filled at send time). */

/** The inbox entry (Kotak Masuk, TRANSACTION) of a step. */
export const INBOX_TEXT: Readonly<Record<OrderStep, { title: string; text: string }>> = {
  placed: {
    title: 'Menunggu Pembayaran',
    text: 'Pesanan {invoice} berhasil dibuat. Selesaikan pembayaran sebelum {deadline}.',
  },
  reminder: {
    title: 'Segera Selesaikan Pembayaran',
    text: 'Pembayaran pesanan {invoice} berakhir pada {deadline}. Bayar sekarang agar pesanan tidak dibatalkan.',
  },
  paid: { title: 'Pembayaran Berhasil', text: 'Pembayaran pesanan {invoice} sudah kami terima.' },
  processed: { title: 'Pesanan Diproses', text: 'Pesanan {invoice} sedang dikemas oleh penjual.' },
  shipped: { title: 'Pesanan Dikirim', text: 'Pesanan {invoice} sedang dalam perjalanan bersama {courier}.' },
  delivered: {
    title: 'Pesanan Sampai',
    text: 'Pesanan {invoice} sudah sampai. Tekan Selesaikan jika pesanan sudah sesuai.',
  },
  finished: { title: 'Pesanan Selesai', text: 'Pesanan {invoice} selesai. Terima kasih sudah berbelanja di Rona!' },
  cancelled: { title: 'Pesanan Dibatalkan', text: 'Pesanan {invoice} dibatalkan.' },
  expired: {
    title: 'Pembayaran Kadaluarsa',
    text: 'Batas waktu pembayaran pesanan {invoice} sudah lewat, pesanan dibatalkan otomatis.',
  },
  failed: { title: 'Pesanan Batal', text: 'Pembayaran pesanan {invoice} gagal, pesanan dibatalkan.' },
  refundRequested: {
    title: 'Pengajuan Pengembalian Dana',
    text: 'Pengajuan pengembalian dana pesanan {invoice} sudah kami terima dan sedang ditinjau.',
  },
  refundApproved: { title: 'Pengembalian Dana Disetujui', text: 'Pengembalian dana pesanan {invoice} disetujui.' },
};

/** The mail words of each step: heading, first lines, subject. */
export const MAIL_WORDS: Readonly<Record<OrderStep, { heading: string; subject: string; lines: string[] }>> = {
  placed: {
    heading: 'Menunggu Pembayaran',
    subject: 'Selesaikan pembayaran pesanan {invoice}',
    lines: [
      'Terima kasih sudah berbelanja! Pesanan {invoice} sudah kami terima.',
      'Selesaikan pembayaran sebelum {deadline} agar pesanan tidak dibatalkan otomatis.',
    ],
  },
  reminder: {
    heading: 'Segera Selesaikan Pembayaran',
    subject: 'Pengingat: pembayaran pesanan {invoice} segera berakhir',
    lines: [
      'Pesanan {invoice} belum dibayar. Batas pembayaran: {deadline}.',
      'Setelah itu pesanan dibatalkan otomatis dan stok dilepas.',
    ],
  },
  paid: {
    heading: 'Pembayaran Berhasil',
    subject: 'Pembayaran pesanan {invoice} berhasil',
    lines: [
      'Pembayaran {total} untuk pesanan {invoice} sudah kami terima.',
      'Pesanan sedang menunggu konfirmasi penjual.',
    ],
  },
  processed: {
    heading: 'Pesanan Diproses',
    subject: 'Pesanan {invoice} sedang diproses',
    lines: [
      'Penjual sudah mengonfirmasi pesanan {invoice} dan sedang mengemasnya.',
      'Kami kabari lagi saat pesanan dikirim.',
    ],
  },
  shipped: {
    heading: 'Pesanan Dalam Perjalanan',
    subject: 'Pesanan {invoice} sudah dikirim',
    lines: ['Pesanan {invoice} sudah diserahkan ke kurir dan sedang dalam perjalanan.'],
  },
  delivered: {
    heading: 'Pesanan Sampai',
    subject: 'Pesanan {invoice} sudah sampai',
    lines: [
      'Pesanan {invoice} sudah sampai di alamat tujuan.',
      "Periksa pesananmu, lalu tekan 'Selesaikan' jika sudah sesuai.",
    ],
  },
  finished: {
    heading: 'Pesanan Selesai',
    subject: 'Pesanan {invoice} selesai',
    lines: ['Pesanan {invoice} selesai. Terima kasih sudah berbelanja di Rona!'],
  },
  cancelled: {
    heading: 'Pesanan Dibatalkan',
    subject: 'Pesanan {invoice} dibatalkan',
    lines: ['Pesanan {invoice} sudah dibatalkan. Tidak ada pembayaran yang ditagih.'],
  },
  expired: {
    heading: 'Pembayaran Kadaluarsa',
    subject: 'Pembayaran pesanan {invoice} kadaluarsa',
    lines: [
      'Batas waktu pembayaran pesanan {invoice} sudah lewat, jadi pesanan dibatalkan otomatis.',
      'Produknya masih bisa kamu pesan lagi kapan saja.',
    ],
  },
  failed: {
    heading: 'Pesanan Batal',
    subject: 'Pembayaran pesanan {invoice} gagal',
    lines: [
      'Pembayaran pesanan {invoice} gagal diproses, jadi pesanan dibatalkan.',
      'Silahkan pesan kembali dengan metode pembayaran lain.',
    ],
  },
  refundRequested: {
    heading: 'Pengajuan Pengembalian Dana',
    subject: 'Pengajuan pengembalian dana pesanan {invoice} diterima',
    lines: [
      'Pengajuan pengembalian dana pesanan {invoice} sudah kami terima dan sedang ditinjau.',
      'Kami kabari lagi setelah pengajuan disetujui.',
    ],
  },
  refundApproved: {
    heading: 'Pengembalian Dana Disetujui',
    subject: 'Pengembalian dana pesanan {invoice} disetujui',
    lines: [
      'Pengembalian dana pesanan {invoice} sebesar {refund} sudah disetujui.',
      'Dana masuk ke rekening kamu dalam 7 hari kerja.',
    ],
  },
};
