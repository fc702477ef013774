/**
 * The wishlist (koleksi) tab of the activity hub (spec 1 §2 Wishlist). Strings quoted by the spec
 * are kept exactly; the rest (marked) are ours. Sort labels are the catalogue's (`catalogue.sort.*`).
 */
export const wishlistMessages = {
  'wishlist.title': 'Wishlist', // ours
  'wishlist.count': '{count} produk', // ours
  'wishlist.search': 'Cari Produk',
  'wishlist.sort': 'Urut Berdasarkan',
  'wishlist.sortNewest': 'Terakhir Ditambahkan', // ours (the default order, before a sort is chosen)
  'wishlist.remove': 'Hapus {name} dari wishlist', // ours (button label)
  'wishlist.removeTitle': 'Hapus Dari Wishlist',
  'wishlist.removeBody': '{name} akan dihapus dari wishlist kamu.', // ours
  'wishlist.removeConfirm': 'Ya, Hapus',
  'wishlist.cancel': 'Tidak jadi',
  'wishlist.close': 'Tutup', // ours (the dialog's × button)
  'wishlist.empty': 'Oops, Masih Kosong',
  'wishlist.emptyHint': 'Tekan ikon hati pada produk yang kamu suka, nanti produknya muncul di sini.', // ours (the spec's meaning)
  'wishlist.noMatch': 'Produk tidak ditemukan', // ours
  'wishlist.noMatchHint': 'Coba kata kunci lain ya.', // ours
  'wishlist.explore': 'Lihat Produk', // ours
} as const;
