// Loaded only with the catalogue's lazy route chunk: zod stays out of the back office's first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import {
  adminProductCreateSchema,
  adminProductImagesUpdateSchema,
  adminProductUpdateSchema,
  type AdminProductCreate,
  type AdminProductDetail,
  type AdminProductUpdate,
} from '@rona/domain';
import { ApiError } from '@rona/api-client';

/** The editor's fields, as text (the video empty when there is none). */
export interface ProductValues {
  name: string;
  slug: string;
  categoryId: string;
  subcategoryId: string;
  skinTypes: string[];
  skinProblems: string[];
  description: string;
  warning: string;
  howToUse: string;
  composition: string;
  video: string;
  bpom: string;
}
export type ProductField = keyof ProductValues;
export type FieldErrors = Partial<Record<ProductField, string>>;

const FIELDS: readonly ProductField[] = [
  'name',
  'slug',
  'categoryId',
  'subcategoryId',
  'skinTypes',
  'skinProblems',
  'description',
  'warning',
  'howToUse',
  'composition',
  'video',
  'bpom',
];

export const emptyProduct = (): ProductValues => ({
  name: '',
  slug: '',
  categoryId: '',
  subcategoryId: '',
  skinTypes: [],
  skinProblems: [],
  description: '',
  warning: '',
  howToUse: '',
  composition: '',
  video: '',
  bpom: '',
});

export const productValuesOf = (p: AdminProductDetail): ProductValues => ({
  name: p.name,
  slug: p.slug,
  categoryId: p.categoryId,
  subcategoryId: p.subcategoryId,
  skinTypes: [...p.skinTypes],
  skinProblems: [...p.skinProblems],
  description: p.description,
  warning: p.warning,
  howToUse: p.howToUse,
  composition: p.composition,
  video: p.video ?? '',
  bpom: p.bpom,
});

/** A slug suggested from the name while the slug was not typed: 'Serum Niacinamide 10%' → 'serum-niacinamide-10'. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Only the fields that changed (the API takes a partial body). */
export function productChanges(saved: ProductValues, next: ProductValues): AdminProductUpdate {
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const a = saved[field];
    const b = next[field];
    const changed = Array.isArray(a) ? !sameList(a, b as string[]) : a !== b;
    if (changed) out[field] = field === 'video' ? (b as string).trim() || null : b;
  }
  return out as AdminProductUpdate;
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
      errors[field as ProductField] ??= issue.message;
    }
  }
  return errors;
}

/** A new product checked with the schema the API checks it with: the body, or the problems by field. */
export function checkNewProduct(values: ProductValues): { body: AdminProductCreate } | { errors: FieldErrors } {
  const body = { ...values, video: values.video.trim() || null };
  const result = adminProductCreateSchema.safeParse(body);
  return result.success ? { body: body as AdminProductCreate } : { errors: errorsOf(result.error.issues) };
}

/** The changed fields checked with the API's update schema. */
export function checkProductChanges(changes: AdminProductUpdate): FieldErrors {
  const result = adminProductUpdateSchema.safeParse(changes);
  return result.success ? {} : errorsOf(result.error.issues);
}

/**
 * A refused save: the API's 4xx names fields (`errors[].field`) — those go to their fields; the rest
 * (or a message without a field) is shown above the buttons.
 */
export function apiFieldErrors(error: unknown): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  if (error instanceof ApiError && error.errors.length > 0) {
    for (const e of error.errors) {
      const field = e.field?.split('.')[0];
      if (field && (FIELDS as readonly string[]).includes(field)) fields[field as ProductField] ??= e.message;
      else other.push(e.message);
    }
  } else if (error instanceof Error) {
    other.push(error.message);
  }
  return { fields, other };
}

/** The photos' alt texts checked with the API's schema: the problem by photo id. */
export function checkImages(images: readonly { id: string; alt: string; primary: boolean }[]): Record<string, string> {
  const result = adminProductImagesUpdateSchema.safeParse({
    images: images.map((i) => ({ id: i.id, alt: i.alt, primary: i.primary })),
  });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [, index, field] = issue.path;
    const image = typeof index === 'number' ? images[index] : undefined;
    if (image && field === 'alt') errors[image.id] ??= issue.message;
  }
  return errors;
}
