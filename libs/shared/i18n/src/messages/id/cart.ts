/**
 * The cart page, the 'Pakai Promo' dialog and the guest login prompt (spec 1 §2, §4, §8).
 * Strings quoted by the spec are kept exactly; the rest (marked) are ours.
 */
export const cartMessages = {
  'cart.title': 'Keranjang', // ours
  'cart.selectAll': 'Pilih Semua', // ours
  'cart.deleteAll': 'Hapus Semua', // ours
  'cart.deleteAllTitle': 'Hapus Semua Produk',
  'cart.deleteAllBody': 'Semua produk akan dihapus dari keranjang.', // ours
  'cart.deleteAllConfirm': 'Ya, Hapus Semua',
  'cart.cancel': 'Tidak jadi',
  'cart.deleteTitle': 'Hapus Produk',
  'cart.deleteBody': 'Apakah Anda Ingin Menghapus produk ini dari cart ?',
  'cart.deleteConfirm': 'Ya, Hapus', // ours
  'cart.deleteLine': 'Hapus {name}', // ours (button label)
  'cart.discountLimit': 'Diskon berlaku untuk maksimal {n} produk', // ours: why a line is back at the regular price
  'cart.stockLeft': 'Stok tersisa {n}', // ours: adding at the stock changes nothing
  'cart.lineRemoved': '{name} Berhasil dihapus',
  'cart.allRemoved': 'Berhasil menghapus produk dalam keranjang',
  'cart.selectLine': 'Pilih {name}', // ours
  'cart.decrease': 'Kurangi jumlah', // ours
  'cart.increase': 'Tambah jumlah', // ours
  'cart.quantity': 'Jumlah {name}', // ours
  'cart.summaryTitle': 'Ringkasan Belanja', // ours
  'cart.itemsTotal': 'Total Harga ({n} produk)', // ours
  'cart.discountTotal': 'Diskon Produk', // ours
  'cart.voucherTotal': 'Promo', // ours
  'cart.grandTotal': 'Total Belanja', // ours
  'cart.promoButton': 'Pakai Promo',
  'cart.promoApplied': '{n} promo dipakai', // ours
  'cart.promoMembersOnly': 'Masuk untuk memakai promo', // ours
  'cart.buy': 'Beli ({n})', // ours
  'cart.recommended': 'Direkomendasikan juga',
  'cart.startShopping': 'Mulai Belanja', // ours
  'cart.guestPrompt': 'Untuk tetap menikmati promo dan diskon produk ini, silahkan login terlebih dahulu.',
  'cart.guestContinue': 'Lanjutkan Tanpa Promo',
  'cart.guestLogin': 'Login Akun',
  'cart.sessionExpired': 'Sesi Berakhir, silahkan login kembali',
  'cart.loadError': 'Gagal memuat keranjang',

  'voucherDialog.title': 'Pakai Promo',
  'voucherDialog.codeLabel': 'Kode Promo', // ours
  'voucherDialog.codePlaceholder': 'Masukkan kode promo', // ours
  'voucherDialog.codeRequired': 'Kode promo belum diisi', // ours (the spec: the input is required)
  'voucherDialog.claim': 'Klaim', // ours
  'voucherDialog.usable': 'Promo yang bisa dipakai', // ours
  'voucherDialog.unusable': 'Belum bisa dipakai', // ours
  'voucherDialog.none': 'Belum ada promo untuk keranjang ini', // ours
  'voucherDialog.reset': 'Reset Promo',
  'voucherDialog.choose': 'Pilih Promo',
  'voucherDialog.without': 'Belanja Tanpa Promo',
  'voucherDialog.saving': 'Kamu hemat {amount}', // ours
  'voucherDialog.shipping': 'Pengiriman', // ours
  'voucherDialog.transaction': 'Transaksi', // ours
  'voucherDialog.validUntil': 'Berlaku hingga {date}', // ours
  'voucherDialog.minimum': 'Min. belanja {amount}', // ours
  'voucherDialog.failedApply': 'Sesi Berakhir, Gagal Manambahkan Promo',
  'voucherDialog.failedClaim': 'Sesi Berakhir, Gagal Klaim Kode',
  'voucherDialog.failedLoad': 'Sesi Berakhir, Gagal Memuat Konten Voucher',
} as const;
