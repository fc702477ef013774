/** The API's own user-facing messages (Indonesian, as the clients show them verbatim). */
export const messages = {
  ok: 'Berhasil',
  serverError: 'Terjadi Kesalahan Server',
  invalidInput: 'Data yang dikirim tidak valid',
  invalidJson: 'Format JSON tidak valid',
  invalidAddress: 'Alamat permintaan tidak valid',
  // Refused before any route runs (http/client-error.ts): the gateway's words.
  headTooLarge: 'Permintaan terlalu besar, silahkan muat ulang halaman',
  invalidRequest: 'Permintaan tidak valid',
  invalidCharacter: 'Data berisi karakter yang tidak diizinkan',
  // The spec's catalogue (doc 2 §8); not 'Alamat …', which the shop uses for a shipping address.
  routeNotFound: 'Tidak Ditemukan.',
  apiKeyMissing: 'API Key tidak ditemukan',
  apiKeyInvalid: 'API Key tidak valid',
  sessionExpired: 'Sesi Berakhir Silahkan Login Kembali',
  guestTokenMissing: 'Sesi tamu tidak ditemukan, silahkan ulangi checkout',
  linkToolForbidden: 'Akun ini tidak memiliki akses ke Link Tool',
  staffSessionRequired: 'Sesi staf berakhir, silakan masuk kembali',
  /** {permission}: the missing key, e.g. 'orders:fulfil'. */
  staffPermissionMissing: 'Akses ditolak: akun Anda tidak memiliki izin {permission}',
  staffTotpRequired: 'Aktifkan autentikator (verifikasi dua langkah) terlebih dahulu',
  emailRegistered: 'Email sudah terdaftar',
  // Readiness (GET /health/ready): the gateway's words for an unavailable service.
  serviceUnavailable: 'Layanan sedang tidak tersedia, silahkan coba kembali',
} as const;
