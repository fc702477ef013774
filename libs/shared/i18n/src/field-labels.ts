/**
 * Readable Indonesian names of the request fields the API names in `errors[].field`, for the
 * shared error handler's '<message>. <field>' toasts (spec 1 §8) instead of raw keys such as
 * 'products.0.quantity'. Keys are field paths with list positions as `*`.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  password: 'Kata Sandi',
  rePassword: 'Konfirmasi Kata Sandi',
  fullName: 'Nama Lengkap',
  fullname: 'Nama Lengkap',
  phone: 'Nomor Telepon',
  otp: 'Kode OTP',
  token: 'Token',
  qr: 'Kode QR',
  birthdate: 'Tanggal Lahir',
  sex: 'Jenis Kelamin',
  image: 'Gambar',
  recipientName: 'Nama Penerima',
  street: 'Alamat Lengkap',
  note: 'Catatan',
  postalCode: 'Kode Pos',
  label: 'Label Alamat',
  provinceId: 'Provinsi',
  cityId: 'Kota / Kabupaten',
  districtId: 'Kecamatan',
  addressId: 'Alamat',
  bankId: 'Bank',
  name: 'Nama',
  noRekening: 'Nomor Rekening',
  rekening: 'Nomor Rekening',
  itemId: 'Produk',
  quantity: 'Jumlah',
  'products.*.quantity': 'Jumlah',
  'products.*.id': 'Produk',
  checkoutId: 'Checkout',
  'shipping.id': 'Pengiriman',
  'shipping.insurance': 'Asuransi Pengiriman',
  'payment.methode': 'Metode Pembayaran',
  'payment.type': 'Penyedia Pembayaran',
  usingPoint: 'Poin',
  grandTotal: 'Total Pembayaran',
  voucher: 'Voucher',
  code: 'Kode Voucher',
  refundRequest: 'Alasan Pengembalian',
  score: 'Nilai',
  comment: 'Ulasan',
  visibleName: 'Tampilkan Nama',
  invoice: 'Invoice',
  search: 'Pencarian',
  date: 'Tanggal',
  page: 'Halaman',
  limit: 'Jumlah per halaman',
  status: 'Status',
  answers: 'Jawaban',
  question: 'Pertanyaan',
  discountVoucher: 'Promo dan voucher',
  newProduct: 'Produk baru',
  titleText: 'Judul',
  url: 'Tautan',
};

/** The readable name of a field path ('products.0.quantity' → 'Jumlah'); null when the table has none. */
export function fieldLabel(field: string): string | null {
  const path = field.replace(/\.\d+(?=\.|$)/g, '.*');
  return FIELD_LABELS[path] ?? FIELD_LABELS[path.split('.').at(-1) ?? ''] ?? null;
}

/**
 * A validation message with its field, as the shared handler shows it: '<message>. <label>',
 * only the message when it already names the field ('Kode OTP salah') or the field has no name.
 */
export function messageWithField(message: string, field: string | undefined): string {
  const label = field ? fieldLabel(field) : null;
  if (!label || message.toLowerCase().includes(label.toLowerCase())) return message;
  return `${message}. ${label}`;
}
