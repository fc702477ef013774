/** The back office's customer messages (Indonesian). */
export const adminCustomerMessages = {
  notFound: 'Pelanggan tidak ditemukan',
  /** {balance} */
  overDeduction: 'Poin tidak cukup: saldo poin pelanggan {balance}, tidak bisa dikurangi lebih dari itu',
} as const;
