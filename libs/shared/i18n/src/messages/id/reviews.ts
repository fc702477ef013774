/**
 * Buyer reviews in the activity hub (spec 2 §2 Reviews, §3, §4, §5, §8). Strings quoted by the spec
 * are kept exactly (incl. 'Merubah'); the rest (marked) are ours. The star labels (1 Sangat Buruk …
 * 5 Sangat Baik) live in the pricing area (`star.*`, `starLabel`).
 */
export const reviewsMessages = {
  'reviews.menus': 'Jenis ulasan', // ours (sub-tab list name)
  'reviews.menu.new': 'Menunggu Diulas',
  'reviews.menu.history': 'Ulasan Saya',
  'reviews.empty': 'Tidak ada produk yang dapat diulas',
  'reviews.loadError': 'Daftar ulasan gagal dimuat', // ours
  'reviews.invoice': 'No. Invoice {invoice}', // ours
  'reviews.received': 'Diterima {date}', // ours
  'reviews.size': 'Ukuran {size}', // ours
  'reviews.give': 'Beri Ulasan',
  'reviews.edit': 'Ubah Ulasan',
  'reviews.view': 'Lihat Ulasan',
  'reviews.again': 'Beli Lagi',
  'reviews.close': 'Tutup', // ours
  'reviews.viewTitle': 'Ulasan Kamu', // ours (read-only dialog)
  'reviews.reviewedAt': 'Diulas pada', // ours
  'reviews.changedAt': 'Terakhir diubah', // ours
  'reviews.neverChanged': 'Belum pernah diubah', // ours
  'reviews.score': 'Rating {score} dari 5', // ours
  'reviews.noComment': 'Tanpa komentar', // ours
  'reviews.change': 'Ubah',
  'reviews.locked': 'Ulasan ini tidak dapat diubah lagi', // ours (the API's 403 message)
  'reviews.formTitle': 'Nilai Produk',
  'reviews.stars': 'Nilai produk', // ours (star group name)
  'reviews.star': '{score} bintang, {label}', // ours (one star's name)
  'reviews.comment': 'Ulasan', // ours (label)
  'reviews.commentPlaceholder': 'Ceritakan pengalamanmu memakai produk ini', // ours
  'reviews.showName': 'Tampilkan username pada penilaian',
  'reviews.namePreview': 'Nama yang tampil: {name}', // ours
  'reviews.tipsTitle': 'Tips menulis ulasan yang membantu', // ours
  'reviews.tip.skin': 'Ceritakan jenis dan kondisi kulitmu, agar pembeli lain bisa membandingkan.', // ours
  'reviews.tip.time': 'Sebutkan berapa lama kamu memakai produk ini dan hasil yang kamu rasakan.', // ours
  'reviews.tip.texture': 'Jelaskan tekstur, aroma, dan rasa produk saat dipakai di kulit.', // ours
  'reviews.tip.honest': 'Tulis dengan jujur dan sopan, tanpa data pribadi, tautan, atau promosi.', // ours
  'reviews.save': 'Simpan',
  'reviews.created': 'Ulasan berhasil ditambahkan',
  'reviews.edited': 'Berhasil Merubah ulasan yang sebelumnya. terima kasih sudah menambahkan ulasan',
} as const;
