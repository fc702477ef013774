/**
 * The products CSV (issue 28 §7; docs/product/product-csv.md): one row per size. The export writes
 * these columns and the import reads them, so an export edited in a spreadsheet comes back in.
 * Plain constants without zod, so the back office can import them at run time from '@rona/domain/browser'.
 */
export const PRODUCT_CSV_COLUMNS = [
  'Produk',
  'Slug',
  'Kategori',
  'Subkategori',
  'Tayang',
  'SKU',
  'Ukuran',
  'Aktif',
  'Harga',
  'Harga Diskon',
  'Diskon Mulai (WIB)',
  'Diskon Selesai (WIB)',
  'Stok Fisik',
  'Dipesan',
  'Stok Tersedia',
  'BPOM',
  'Berat (gram)',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * Columns the import reads; the others are the export's information only (stock moves through the
 * stock ledger, a discount with its window and limits is set on the price screen) and are ignored.
 */
export const PRODUCT_CSV_IMPORTED: readonly ProductCsvColumn[] = [
  'Produk',
  'Slug',
  'Kategori',
  'Subkategori',
  'Tayang',
  'SKU',
  'Ukuran',
  'Aktif',
  'Harga',
  'BPOM',
  'Berat (gram)',
];

/** The import's file: at most this many bytes (the API's JSON body limit is 1 MB) and data rows. */
export const PRODUCT_IMPORT_MAX_BYTES = 900_000;
export const PRODUCT_IMPORT_MAX_ROWS = 5_000;

/** Yes / no cells as the export writes them (the import also takes 1/0, true/false, y/n). */
export const CSV_YES = 'Ya';
export const CSV_NO = 'Tidak';
