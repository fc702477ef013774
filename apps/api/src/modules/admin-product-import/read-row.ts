import {
  CSV_NO,
  CSV_YES,
  adminProductFieldsSchema,
  adminSizeCreateSchema,
  productSlugSchema,
  sizeLabelSchema,
  sizePriceSchema,
  skuSchema,
  type ProductCsvColumn,
} from '@rona/domain';
import type { z } from 'zod';
import { fill } from '../../lib/fill';
import { productImportMessages as m } from './messages';
import { cellText, type CsvRow } from './parse';

/** What the file is checked against: the catalogue as it stands (read, or locked on apply). */
export interface CatalogueState {
  categories: { id: string; slug: string; name: string }[];
  subcategories: { id: string; categoryId: string; slug: string; name: string }[];
  products: ExistingProduct[];
  sizes: ExistingSize[];
  /** Slugs held (live or as an old address) by products the file does not name by that slug. */
  takenSlugs: ReadonlySet<string>;
}
export interface ExistingProduct {
  id: string;
  slug: string;
  name: string;
  categoryId: string;
  subcategoryId: string;
  status: boolean;
  bpom: string;
}
export interface ExistingSize {
  id: string;
  productId: string;
  sku: string;
  size: string;
  enabled: boolean;
  price: number;
  weight: number;
  discountKind: string | null;
  discountValue: number;
}

export interface ProductValues {
  name: string;
  slug: string;
  categoryId: string;
  subcategoryId: string;
  published: boolean;
  bpom: string;
}
export interface SizeValues {
  sku: string;
  size: string;
  enabled: boolean;
  price: number;
  weight: number;
}

const YES = new Set(['ya', 'y', '1', 'true', 'aktif']);
const NO = new Set(['tidak', 't', 'n', '0', 'false', 'nonaktif']);
export const yesNo = (v: boolean) => (v ? CSV_YES : CSV_NO);
export const lower = (s: string) => s.trim().toLowerCase();

export type Problem = { column: ProductCsvColumn; reason: string };

const sizeWeight = adminSizeCreateSchema.shape.weight;
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Tidak valid';

/** One row's cells checked one by one; every faulty column is reported. */
export function readRow(
  row: CsvRow,
  state: CatalogueState,
): { values?: ProductValues & SizeValues; problems: Problem[] } {
  const problems: Problem[] = [];
  const cell = (c: ProductCsvColumn) => cellText(row.cells[c] ?? '');
  function check<T>(column: ProductCsvColumn, schema: z.ZodType<T>, raw: unknown): T | undefined {
    const r = schema.safeParse(raw);
    if (r.success) return r.data;
    problems.push({ column, reason: firstIssue(r.error) });
    return undefined;
  }
  function bool(column: ProductCsvColumn): boolean | undefined {
    const v = lower(cell(column));
    if (YES.has(v)) return true;
    if (NO.has(v)) return false;
    problems.push({ column, reason: m.yesNo });
    return undefined;
  }
  function whole(column: ProductCsvColumn, label: string, example: string): number | undefined {
    const v = cell(column);
    if (/^\d{1,12}$/.test(v)) return Number(v);
    problems.push({ column, reason: fill(m.wholeNumber, { label, example }) });
    return undefined;
  }
  const name = check('Produk', adminProductFieldsSchema.shape.name, cell('Produk'));
  const slug = check('Slug', productSlugSchema, cell('Slug'));
  const categoryText = lower(cell('Kategori'));
  const category = state.categories.find((c) => lower(c.name) === categoryText || c.slug === categoryText);
  if (!category) problems.push({ column: 'Kategori', reason: fill(m.categoryUnknown, { value: cell('Kategori') }) });
  const subText = lower(cell('Subkategori'));
  const sub = category
    ? state.subcategories.find((s) => s.categoryId === category.id && (lower(s.name) === subText || s.slug === subText))
    : undefined;
  if (category && !sub)
    problems.push({ column: 'Subkategori', reason: fill(m.subcategoryUnknown, { value: cell('Subkategori') }) });
  const published = bool('Tayang');
  const sku = check('SKU', skuSchema, cell('SKU'));
  const size = check('Ukuran', sizeLabelSchema, cell('Ukuran'));
  const enabled = bool('Aktif');
  const priceNumber = whole('Harga', 'Harga', '150000');
  const price = priceNumber === undefined ? undefined : check('Harga', sizePriceSchema, priceNumber);
  const bpom = check('BPOM', adminProductFieldsSchema.shape.bpom, cell('BPOM'));
  const weightNumber = whole('Berat (gram)', 'Berat', '120');
  const weight = weightNumber === undefined ? undefined : check('Berat (gram)', sizeWeight, weightNumber);
  if (problems.length) return { problems };
  return {
    problems,
    values: {
      name: name!,
      slug: slug!,
      categoryId: category!.id,
      subcategoryId: sub!.id,
      published: published!,
      bpom: bpom!,
      sku: sku!,
      size: size!,
      enabled: enabled!,
      price: price!,
      weight: weight!,
    },
  };
}
