/** Messages of the cart, voucher and checkout-start calls (shown verbatim by the clients). */
export const cartMessages = {
  productNotFound: 'Produk tidak ditemukan',
  productUnavailable: 'Produk sudah tidak tersedia',
  soldOut: 'Stok produk habis',
  overStock: 'Jumlah melebihi stok, sisa {stock}',
  overCap: 'Maksimal {max} unit {name} per pesanan',
  overUnits: 'Maksimal {max} produk dalam satu pesanan, silahkan bagi menjadi beberapa pesanan',
  lineNotFound: 'Produk tidak ada di keranjang',
  added: 'Produk berhasil masuk keranjang',
  removed: 'Berhasil menghapus produk dalam keranjang',
  voucherNotFound: 'Voucher tidak ditemukan',
  oneVoucherPerCategory: 'Maksimal satu voucher pengiriman dan satu voucher transaksi',
  zeroTotal: 'Promo tidak dapat dipilih karena total belanja Rp 0',
  codeNotFound: 'Kode promo tidak ditemukan',
  codeExpired: 'Kode promo sudah tidak berlaku',
  voucherNotStarted: 'Promo berlaku mulai {date}',
  voucherQuotaUsed: 'Kuota promo sudah habis',
  voucherUsedOnce: 'Promo ini hanya dapat dipakai sekali per member dan sudah kamu pakai',
  voucherUsedMax: 'Promo ini hanya dapat dipakai {n} kali per member dan sudah kamu pakai semuanya',
  codeClaimed: 'Kode promo berhasil diklaim',
  vouchersApplied: 'Promo berhasil diperbarui',
  vouchersCleared: 'Berhasil',
  nothingSelected: 'Pilih produk yang ingin dibeli terlebih dahulu',
  selectionUnavailable: 'Ada produk terpilih yang stoknya habis atau tidak tersedia',
  checkoutStarted: 'Checkout berhasil dibuat',
} as const;

export { fill } from '../../lib/fill';
