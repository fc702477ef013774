/**
 * The checkout page (spec 2 §2 Checkout, §5). Strings quoted by the spec are kept exactly; the rest
 * (marked) are ours. The Bayar blockers live in pricing ('checkoutBlock.*').
 */
export const checkoutMessages = {
  'checkout.title': 'Checkout', // ours
  'checkout.address.title': 'ALAMAT PENGIRIMAN',
  'checkout.address.primary': 'Utama',
  'checkout.address.list': 'Daftar Alamat',
  'checkout.address.change': 'Ganti Alamat', // ours
  'checkout.address.edit': 'Ubah', // ours
  'checkout.address.add': 'Tambah Alamat',
  'checkout.address.choose': 'Pilih',
  'checkout.address.chosen': 'Dipilih', // ours
  'checkout.address.remove': 'Hapus Alamat',
  'checkout.address.removeBody': 'Apakah anda ingin menghapus alamat ini ?',
  'checkout.address.removeConfirm': 'Ya, Hapus', // ours
  'checkout.address.empty': 'Belum Ada Alamat Pengiriman',
  'checkout.address.guestSaved': 'Alamat pengiriman disimpan', // ours
  'checkout.address.actions': 'Aksi alamat {name}', // ours
  'checkout.shipping.title': 'PENGIRIMAN', // ours
  'checkout.shipping.choose': 'Pilih Pengiriman',
  'checkout.shipping.change': 'Ganti Pengiriman', // ours
  'checkout.shipping.modal': 'Jenis Pengiriman',
  'checkout.shipping.confirm': 'Pilih', // ours
  'checkout.shipping.none': 'Belum Memilih Pengiriman',
  'checkout.shipping.noAddress': 'Alamat Pengiriman Belum di set',
  'checkout.shipping.empty': 'Belum ada layanan pengiriman ke alamat ini', // ours
  'checkout.shipping.estimate': 'Estimasi {days} hari', // ours
  'checkout.shipping.insurance': 'Asuransi Pengiriman ({price})', // ours
  'checkout.shipping.forcedInsurance': 'Wajib Asuransi',
  'checkout.shipping.cutoff': 'Pembelian di atas pukul 14:00 akan dikirim keesokan harinya',
  'checkout.products.title': 'DAFTAR PRODUK', // ours
  'checkout.products.quantity': '{n} x {price}', // ours
  'checkout.products.weight': 'Berat {grams} gram', // ours
  'checkout.payment.title': 'Detail Pembelian', // ours
  'checkout.payment.choose': 'Pilih Pembayaran',
  'checkout.payment.modal': 'Pembayaran',
  'checkout.payment.method': 'Metode Pembayaran', // ours
  'checkout.payment.none': 'Belum memilih metode pembayaran',
  'checkout.payment.confirm': 'Simpan', // ours
  'checkout.payment.points': 'Gunakan NMW Poin ({points} poin)', // ours
  'checkout.payment.pointsRule': '1 poin = Rp 1; poin tidak dapat dipakai bersama promo atau diskon', // ours
  'checkout.payment.pointsNote': 'Promo / Diskon yang digunakan tidak dapat digabungkan NMW Poin',
  'checkout.payment.cashback': 'Kamu akan mendapatkan {points} NMW Poin dari pesanan ini', // ours
  'checkout.voucher': 'Pakai Promo', // ours
  'checkout.voucherSoon': 'Coming Soon',
  'checkout.summary.itemsTotal': 'Total Harga ({n} produk)', // ours
  'checkout.summary.discount': 'Total Diskon', // ours
  'checkout.summary.shipping': 'Ongkos Kirim', // ours
  'checkout.summary.discountShipping': 'Diskon Ongkos Kirim', // ours
  'checkout.summary.insurance': 'Asuransi Pengiriman', // ours
  'checkout.summary.serviceFee': 'Biaya Layanan', // ours
  'checkout.summary.points': 'NMW Poin Digunakan', // ours
  'checkout.summary.weight': 'Total Berat', // ours
  'checkout.summary.total': 'Total Tagihan', // ours
  'checkout.pay': 'Bayar',
  'checkout.missing': 'Checkout Data Tidak Valid',
  'checkout.missingHint': 'Pilih produk di keranjang lalu tekan Beli untuk memulai checkout.', // ours
  'checkout.expiredHint': 'Silahkan checkout ulang dari keranjang.', // ours
  'checkout.backToCart': 'Kembali ke Keranjang', // ours
  'checkout.cancel': 'Batal', // ours
  'checkout.close': 'Tutup', // ours
} as const;
