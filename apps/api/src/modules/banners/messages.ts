/** Messages of the banner and certificate calls (shown verbatim by the back office). */
export const bannerMessages = {
  bannerSaved: 'Banner disimpan',
  bannerDeleted: 'Banner dihapus',
  bannerNotFound: 'Banner tidak ditemukan',
  certificateSaved: 'Sertifikat disimpan',
  certificateDeleted: 'Sertifikat dihapus',
  certificateNotFound: 'Sertifikat tidak ditemukan',
  orderSaved: 'Urutan disimpan',
  orderIncomplete: 'Urutan harus menyebut setiap {thing} tepat satu kali; muat ulang daftar lalu coba lagi',
  tooMany: 'Maksimal {max} {thing}',
  imageUploaded: 'Gambar diunggah',
} as const;
