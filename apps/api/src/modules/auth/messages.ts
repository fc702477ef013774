import { BRAND_NAME } from '@rona/i18n';

/** What the authentication calls answer, in the shop's Indonesian (spec 3 §5, §8 where it gives the words). */
export const authMessages = {
  welcome: (name: string) => `Selamat Datang, ${name}`,
  wrongCredentials: 'Email/nomor telepon atau kata sandi salah',
  phoneUnverified: 'Nomor telepon belum terverifikasi, silahkan verifikasi dengan kode OTP',
  registered: 'Lanjutkan Verifikasi Nomor Telepon Kamu',
  registeredWithPoints: (points: number) =>
    `Lanjutkan Verifikasi Nomor Telepon Kamu untuk mendapatkan ${points.toLocaleString('id-ID')} Poin`,
  registerFailed: 'Daftar Akun Gagal, kode OTP tidak dapat dikirim. Silahkan coba lagi',
  emailTaken: 'Email sudah terdaftar',
  phoneTaken: 'Nomor telepon sudah terdaftar',
  qrNotFound: 'QR Code tidak Ditemukan',
  forgotSent: 'Silahkan cek email anda untuk membuat password baru',
  mailFailed: 'Email gagal dikirim, silahkan coba lagi',
  resetDone: 'Berhasil Mereset Password, silahkan login menggunakan password yang baru dibuat',
  resetInvalid: 'Tautan reset kata sandi tidak valid atau sudah kedaluwarsa',
  emailVerified: 'Email kamu sudah berhasil terverifikasi.',
  emailLinkInvalid: 'Tautan verifikasi email tidak valid atau sudah kedaluwarsa',
  verificationResent: (email: string) => `Tautan verifikasi baru sudah dikirim ke ${email}. Berlaku 3 hari.`,
  emailAlreadyVerified: 'Email kamu sudah terverifikasi',
  otpSent: 'Kode OTP telah dikirim melalui WhatsApp',
  otpFailed: 'Kode OTP gagal dikirim, silahkan coba lagi',
  otpWrong: 'Kode OTP salah',
  otpResend: 'Kirim Ulang Kode OTP untuk melanjutkan verifikasi',
  otpTooManyWrong: 'Kode OTP salah terlalu banyak. Kirim Ulang Kode OTP untuk melanjutkan verifikasi',
  phoneUnknown: 'Nomor telepon tidak terdaftar',
  phoneAlreadyVerified: 'Nomor telepon sudah terverifikasi, silahkan login',
  phoneVerified: `Verifikasi Nomor Telepon Berhasil. Selamat Bergabung di ${BRAND_NAME}`,
  loggedOut: 'Akun kamu berhasil keluar',
} as const;
