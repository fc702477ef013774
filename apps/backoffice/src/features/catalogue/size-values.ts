// Loaded only with the catalogue's lazy route chunk: zod stays out of the back office's first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import {
  adminDiscountInputSchema,
  adminSizeCreateSchema,
  adminSizeUpdateSchema,
  discountPriceProblem,
  readWibDateTime,
  type AdminDiscountInput,
  type AdminSize,
  type AdminSizeCreate,
  type AdminSizeUpdate,
} from '@rona/domain';
import { ApiError } from '@rona/api-client';
import { isoToWibInput } from '../../shared/wib-clock';

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
export type Errors = Record<string, string>;

function errorsOf(issues: Issues): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    // The three sides of the parcel show under 'dimension'.
    const key = typeof field === 'string' ? field : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A refused write's field errors (the API's 4xx `errors[].field`), the rest under 'form'. */
export function apiErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || error.errors.length === 0) return {};
  const errors: Errors = {};
  for (const e of error.errors) errors[e.field?.split('.')[0] || 'form'] ??= e.message;
  return errors;
}

/** The size dialog's fields as typed ('' for an empty number). */
export interface SizeValues {
  size: string;
  sku: string;
  price: number | '';
  weight: number | '';
  length: number | '';
  width: number | '';
  height: number | '';
  maxPerOrder: number | '';
  enabled: boolean;
}

export const emptySize = (): SizeValues => ({
  size: '',
  sku: '',
  price: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  maxPerOrder: '',
  enabled: true,
});

export const sizeValuesOf = (s: AdminSize): SizeValues => ({
  size: s.size,
  sku: s.sku,
  price: s.price,
  weight: s.weight,
  length: s.dimension?.length ?? '',
  width: s.dimension?.width ?? '',
  height: s.dimension?.height ?? '',
  maxPerOrder: s.maxPerOrder ?? '',
  enabled: s.enabled,
});

const num = (v: number | '') => (v === '' ? undefined : v);

function bodyOf(v: SizeValues) {
  const sides = [v.length, v.width, v.height];
  return {
    size: v.size,
    sku: v.sku,
    price: num(v.price),
    weight: num(v.weight),
    dimension: sides.every((s) => s === '')
      ? null
      : { length: num(v.length), width: num(v.width), height: num(v.height) },
    maxPerOrder: v.maxPerOrder === '' ? null : v.maxPerOrder,
    enabled: v.enabled,
  };
}

/** A new size checked with the API's schema: the body, or the problems by field. */
export function checkNewSize(v: SizeValues): { body: AdminSizeCreate } | { errors: Errors } {
  const body = bodyOf(v);
  const result = adminSizeCreateSchema.safeParse(body);
  return result.success ? { body: body as AdminSizeCreate } : { errors: errorsOf(result.error.issues) };
}

/**
 * Only the fields that changed (the price only for staff who may change it), checked with the API's
 * update schema.
 */
export function checkSizeChanges(
  saved: AdminSize,
  v: SizeValues,
  canPrice: boolean,
): { body: AdminSizeUpdate } | { errors: Errors } | { unchanged: true } {
  const next = bodyOf(v);
  const before = bodyOf(sizeValuesOf(saved));
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (key === 'price' && !canPrice) continue;
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) body[key] = next[key];
  }
  if (Object.keys(body).length === 0) return { unchanged: true };
  const result = adminSizeUpdateSchema.safeParse(body);
  return result.success ? { body: body as AdminSizeUpdate } : { errors: errorsOf(result.error.issues) };
}

/** The discount dialog's fields; start/end as `datetime-local` values on the WIB clock. */
export interface DiscountValues {
  kind: 'percentage' | 'fixed' | 'override';
  value: number | '';
  start: string;
  end: string;
  purchaseLimit: number | '';
  promoPurchaseLimit: number | '';
}

export const discountValuesOf = (s: AdminSize): DiscountValues =>
  s.discount
    ? {
        kind: s.discount.kind,
        value: s.discount.value,
        start: isoToWibInput(s.discount.start),
        end: isoToWibInput(s.discount.end),
        purchaseLimit: s.discount.purchaseLimit,
        promoPurchaseLimit: s.discount.promoPurchaseLimit,
      }
    : { kind: 'percentage', value: '', start: '', end: '', purchaseLimit: 0, promoPurchaseLimit: 0 };

/** The discount checked with the API's schema and its price rule (an override or a cut below the price). */
export function checkDiscount(v: DiscountValues, price: number): { body: AdminDiscountInput } | { errors: Errors } {
  const body = {
    kind: v.kind,
    value: num(v.value),
    start: v.start,
    end: v.end,
    purchaseLimit: v.purchaseLimit === '' ? 0 : v.purchaseLimit,
    promoPurchaseLimit: v.promoPurchaseLimit === '' ? 0 : v.promoPurchaseLimit,
  };
  const result = adminDiscountInputSchema.safeParse(body);
  const errors = result.success ? {} : errorsOf(result.error.issues);
  if (typeof body.value === 'number') {
    const problem = discountPriceProblem({ kind: v.kind, value: body.value }, price);
    if (problem) errors[problem.field] ??= problem.message;
  }
  return Object.keys(errors).length ? { errors } : { body: body as AdminDiscountInput };
}

/** A typed WIB date-time as an ISO moment for the preview ('' or unreadable → null). */
export function previewMoment(value: string): string | null {
  const at = readWibDateTime(value);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
