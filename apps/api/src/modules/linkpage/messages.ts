/** The link tool's server messages (Indonesian, shown as-is by the studio). */
export const linkPageMessages = {
  pageNotFound: 'Page link tidak ditemukan',
  notOwner: 'Anda tidak memiliki akses ke page ini',
  redirectNotFound: 'Link tujuan tidak ditemukan',
  created: 'Page link berhasil dibuat',
  deleted: 'Page link berhasil dihapus',
  updated: 'Page link berhasil diperbaharui',
  backgroundUpdated: 'Latar page link berhasil diperbaharui',
  uploadMissing: 'Belum ada gambar yang diunggah',
  uploadNotImage: 'File harus berupa gambar (jpg, png, webp atau gif)',
  uploadTooMany: 'Maksimal 6 gambar sekali unggah',
  uploadOnlyOne: 'Hanya 1 gambar sekali unggah',
  uploadFailed: 'Upload Gambar Gagal',
} as const;
