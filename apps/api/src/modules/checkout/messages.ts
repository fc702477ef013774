/** The checkout's messages: the spec's wording where it has one (spec 2 §5, §8), ours otherwise. */
export const checkoutMessages = {
  notFound: 'Checkout Tidak Valid',
  expired: 'Checkout sudah kedaluwarsa, silahkan checkout ulang dari keranjang',
  ordered: 'Checkout ini sudah menjadi pesanan',
  tokenMissing: 'Token tidak ditemukan',
  noAddress: 'Belum memiliki alamat pengiriman',
  destinationMissing: 'Alamat Pengiriman Belum di set',
  addressNotFound: 'Alamat tidak ditemukan',
  serviceUnavailable: 'Layanan pengiriman tidak tersedia untuk alamat ini, silahkan pilih ulang',
  insuranceRequired: 'Layanan pengiriman ini Wajib Asuransi, asuransi tidak dapat dilepas',
  shippingDown: 'Layanan pengiriman sedang tidak tersedia, silahkan coba kembali',
  paymentUnknown: 'Metode pembayaran tidak tersedia',
  pointsWithPromo: 'Promo / Diskon yang digunakan tidak dapat digabungkan NMW Poin',
  noPoints: 'Poin kamu tidak mencukupi',
  updated: 'Checkout berhasil diperbarui',
} as const;
