/** The back office's voucher screens (issue 28 §1): list, form, deactivation and uses. */
export const backofficeVoucherMessages = {
  'backoffice.vouchers.title': 'Voucher',
  'backoffice.vouchers.add': 'Buat Voucher',
  'backoffice.vouchers.back': 'Daftar Voucher',
  'backoffice.vouchers.search': 'Cari voucher',
  'backoffice.vouchers.searchHint': 'Nama atau kode voucher',
  'backoffice.vouchers.filter': 'Status voucher',
  'backoffice.vouchers.status.all': 'Semua',
  'backoffice.vouchers.status.active': 'Aktif',
  'backoffice.vouchers.status.scheduled': 'Terjadwal',
  'backoffice.vouchers.status.ended': 'Berakhir',
  'backoffice.vouchers.status.inactive': 'Nonaktif',
  'backoffice.vouchers.showAll': 'Tampilkan Semua',
  'backoffice.vouchers.caption': 'Daftar voucher',
  'backoffice.vouchers.total': '{total} voucher',
  'backoffice.vouchers.empty': 'Belum ada voucher',
  'backoffice.vouchers.emptyHint': 'Buat voucher pertama dengan tombol Buat Voucher.',
  'backoffice.vouchers.emptyFiltered': 'Tidak ada voucher dengan pencarian atau status tersebut.',
  'backoffice.vouchers.col.voucher': 'Voucher',
  'backoffice.vouchers.col.discount': 'Potongan',
  'backoffice.vouchers.col.window': 'Berlaku',
  'backoffice.vouchers.col.status': 'Status',
  'backoffice.vouchers.col.uses': 'Terpakai',
  'backoffice.vouchers.col.actions': 'Aksi',
  'backoffice.vouchers.everyone': 'Semua member (tanpa kode)',
  'backoffice.vouchers.category.transaction': 'Voucher transaksi',
  'backoffice.vouchers.category.shipping': 'Voucher ongkos kirim',
  /** {percent}, {max} */
  'backoffice.vouchers.percentMax': '{percent}% maks. {max}',
  /** {percent} */
  'backoffice.vouchers.percent': '{percent}%',
  /** {amount} */
  'backoffice.vouchers.minimum': 'Min. belanja {amount}',
  /** {start}, {end} */
  'backoffice.vouchers.window': '{start} – {end}',
  'backoffice.vouchers.fromCreation': 'Sejak dibuat',
  /** {used}, {limit} */
  'backoffice.vouchers.usedOf': '{used} dari {limit} pesanan',
  /** {used} */
  'backoffice.vouchers.used': '{used} pesanan',
  /** {members}, {discount} */
  'backoffice.vouchers.usedDetail': '{members} member · {discount}',
  'backoffice.vouchers.edit': 'Ubah',
  /** {name} */
  'backoffice.vouchers.editOf': 'Ubah voucher {name}',
  'backoffice.vouchers.uses': 'Pemakaian',
  /** {name} */
  'backoffice.vouchers.usesOf': 'Pemakaian voucher {name}',
  'backoffice.vouchers.deactivate': 'Nonaktifkan',
  /** {name} */
  'backoffice.vouchers.deactivateOf': 'Nonaktifkan voucher {name}',

  // Deactivation
  /** {name} */
  'backoffice.vouchers.deactivateTitle': 'Nonaktifkan {name}?',
  'backoffice.vouchers.deactivateBody':
    'Voucher langsung berakhir saat ini juga: keranjang dan checkout menolaknya mulai sekarang. Pesanan yang sudah memakainya tidak berubah. Voucher yang dinonaktifkan tidak dapat diaktifkan lagi.',
  'backoffice.vouchers.deactivateConfirm': 'Ya, Nonaktifkan',
  /** {name} */
  'backoffice.vouchers.deactivated': 'Voucher {name} dinonaktifkan',

  // Form
  'backoffice.vouchers.newTitle': 'Buat Voucher',
  'backoffice.vouchers.editTitle': 'Ubah Voucher',
  'backoffice.vouchers.section.who': 'Nama dan Pemakai',
  'backoffice.vouchers.section.discount': 'Potongan',
  'backoffice.vouchers.section.window': 'Masa Berlaku dan Kuota',
  'backoffice.vouchers.section.terms': 'Syarat dan Ketentuan',
  'backoffice.vouchers.name': 'Nama voucher',
  'backoffice.vouchers.nameHint': 'Tampil di keranjang dan daftar voucher member, mis. Potongan Ongkir Rp20.000',
  'backoffice.vouchers.audience': 'Siapa yang dapat memakai',
  'backoffice.vouchers.audience.everyone': 'Semua member',
  'backoffice.vouchers.audience.everyoneHint': 'Langsung ada di daftar voucher setiap member',
  'backoffice.vouchers.audience.code': 'Member yang memasukkan kode',
  'backoffice.vouchers.audience.codeHint': 'Member mengetik kode di keranjang untuk mengklaimnya',
  'backoffice.vouchers.redeemCode': 'Kode voucher',
  'backoffice.vouchers.redeemCodeHint':
    '4–20 huruf, angka atau tanda hubung; disimpan dengan huruf besar dan tidak boleh sama dengan voucher lain',
  'backoffice.vouchers.category': 'Jenis voucher',
  'backoffice.vouchers.discType': 'Bentuk potongan',
  'backoffice.vouchers.discType.fixed': 'Nominal (Rp)',
  'backoffice.vouchers.discType.percentage': 'Persen (%)',
  'backoffice.vouchers.discAmount.fixed': 'Nilai potongan (Rp)',
  'backoffice.vouchers.discAmount.percentage': 'Persentase potongan (1–100)',
  'backoffice.vouchers.maxDiscount': 'Maksimal potongan (Rp)',
  'backoffice.vouchers.maxDiscountHint': '0 berarti tanpa batas',
  'backoffice.vouchers.minimumTransaction': 'Minimal transaksi (Rp)',
  'backoffice.vouchers.minimumTransactionHint': '0 berarti tanpa minimal belanja',
  'backoffice.vouchers.start': 'Mulai (WIB)',
  'backoffice.vouchers.startHint': 'Kosongkan bila berlaku sejak disimpan',
  'backoffice.vouchers.end': 'Berakhir (WIB)',
  'backoffice.vouchers.usageLimit': 'Kuota total (pesanan)',
  'backoffice.vouchers.usageLimitHint': 'Kosongkan bila tanpa batas',
  'backoffice.vouchers.perMemberLimit': 'Batas per member (pesanan)',
  'backoffice.vouchers.perMemberLimitHint': 'Kosongkan bila tanpa batas',
  'backoffice.vouchers.terms': 'Syarat dan ketentuan',
  'backoffice.vouchers.termsHint': 'Satu ketentuan per baris; tampil apa adanya sebagai teks',
  'backoffice.vouchers.required': 'Wajib diisi',
  'backoffice.vouchers.save': 'Simpan Voucher',
  'backoffice.vouchers.created': 'Voucher disimpan',
  'backoffice.vouchers.saved': 'Perubahan voucher disimpan',
  /** {orders} */
  'backoffice.vouchers.lockedTitle': 'Sudah dipakai {orders} pesanan',
  'backoffice.vouchers.lockedBody':
    'Jenis, bentuk, nilai dan maksimal potongan tidak dapat diubah lagi: pesanan yang sudah memakai voucher ini mendapat potongan tersebut, dan voucher harus tetap menjelaskannya. Anda masih dapat mengubah nama, kode, masa berlaku (termasuk mengakhirinya lebih awal), kuota (tidak kurang dari pemakaian) dan syaratnya. Untuk potongan lain, buat voucher baru.',
  'backoffice.vouchers.inactiveTitle': 'Voucher ini sudah dinonaktifkan',
  'backoffice.vouchers.inactiveBody':
    'Voucher yang dinonaktifkan tidak dapat diubah lagi. Buat voucher baru bila perlu.',
  'backoffice.vouchers.notFound': 'Voucher tidak ditemukan',
  'backoffice.vouchers.notFoundHint': 'Voucher ini tidak ada atau alamatnya salah.',

  // Uses
  'backoffice.vouchers.usesTitle': 'Pemakaian Voucher',
  'backoffice.vouchers.usesIntro':
    'Pesanan yang memakai voucher ini. Pesanan yang dibatalkan atau kedaluwarsa mengembalikan pemakaiannya dan tidak tercantum.',
  'backoffice.vouchers.stat.orders': 'Pesanan',
  'backoffice.vouchers.stat.members': 'Member',
  'backoffice.vouchers.stat.discount': 'Potongan diberikan',
  'backoffice.vouchers.usesCaption': 'Pesanan yang memakai voucher',
  'backoffice.vouchers.usesEmpty': 'Belum dipakai',
  'backoffice.vouchers.usesEmptyHint': 'Belum ada pesanan yang memakai voucher ini.',
  'backoffice.vouchers.col.invoice': 'Invoice',
  'backoffice.vouchers.col.orderStatus': 'Status pesanan',
  'backoffice.vouchers.col.member': 'Member',
  'backoffice.vouchers.col.usedAt': 'Dipakai',
  'backoffice.vouchers.col.given': 'Potongan',
  'backoffice.vouchers.memberGone': 'Akun sudah dihapus',
} as const;
