/** The staff module's messages (Indonesian, shown by the back office as they are). */
export const staffMessages = {
  wrongCredentials: 'Email atau kata sandi salah',
  otpNeeded: 'Masukkan kode dari aplikasi autentikator',
  otpWrong: 'Kode autentikator salah',
  totpAlreadyOn: 'Autentikator sudah aktif',
  totpNotStarted: 'Mulai aktivasi autentikator terlebih dahulu',
  totpNotOn: 'Autentikator belum aktif',
  totpMandatory: 'Autentikator wajib aktif untuk akun staf',
  passwordWrong: 'Kata sandi salah',
  staffNotFound: 'Staf tidak ditemukan',
  roleNotFound: 'Peran tidak ditemukan',
  emailTaken: 'Email sudah dipakai akun staf lain',
  /** {permission}: the key the caller does not hold. */
  grantBeyondOwn: 'Tidak bisa memberi peran dengan izin yang tidak Anda miliki ({permission})',
  lastOwner: 'Pemilik terakhir tidak bisa diturunkan atau dinonaktifkan',
  ownerOnlyByOwner: 'Hanya Pemilik yang dapat mengubah akun Pemilik',
  invitationInvalid: 'Tautan undangan tidak berlaku: sudah dipakai, kedaluwarsa, atau salah. Minta undangan baru.',
  roleNameTaken: 'Nama peran sudah dipakai',
  ownerRoleFixed: 'Izin peran Pemilik tidak bisa diubah',
  totpNotOnFor: 'Autentikator staf ini belum aktif',
} as const;
