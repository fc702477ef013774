import { z } from 'zod';

/** One entry of `errors[]`. Validation issues carry the offending `field`; a 418 login carries the OTP reference in `value`. */
export const apiErrorItemSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  value: z.unknown().optional(),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

/** Every API answer: `{status, message, result}`; failures add `errors[]`. */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    status: z.boolean(),
    message: z.string(),
    result: result.optional(),
    errors: z.array(apiErrorItemSchema).optional(),
  });

export type Envelope<T> = {
  status: boolean;
  message: string;
  result?: T;
  errors?: ApiErrorItem[];
};

export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.array(apiErrorItemSchema),
  /** Some refusals carry what the client needs to recover (a changed order total: the fresh checkout). */
  result: z.unknown().optional(),
  /** The request's id (X-Request-Id), to find its log lines. */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The spec's pagination object (currentPage, totalPage) plus totals the UI may use. */
export const pageSchema = z.object({
  currentPage: z.number().int(),
  totalPage: z.number().int(),
  totalData: z.number().int(),
  limit: z.number().int(),
});
export type Page = z.infer<typeof pageSchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ datas: z.array(item), page: pageSchema });
export type Paged<T> = { datas: T[]; page: Page };

const wholeNumber = () =>
  z.coerce.number({ error: 'Harus berupa angka' }).int({ error: 'Harus berupa bilangan bulat' });
type WholeNumber = ReturnType<typeof wholeNumber>;
type QueryIntOptions = { min?: number; max?: number };

/**
 * Query-string helpers: everything arrives as text. Messages are Indonesian and readable. With a
 * default the parsed value is always a number (handlers rely on it); without one it may be absent.
 */
export function queryInt(opts: QueryIntOptions & { defaultValue: number }): z.ZodDefault<WholeNumber>;
export function queryInt(opts?: QueryIntOptions): z.ZodOptional<WholeNumber>;
export function queryInt(
  opts: QueryIntOptions & { defaultValue?: number } = {},
): z.ZodDefault<WholeNumber> | z.ZodOptional<WholeNumber> {
  let s = wholeNumber();
  if (opts.min !== undefined) s = s.min(opts.min, { error: `Minimal ${opts.min}` });
  if (opts.max !== undefined) s = s.max(opts.max, { error: `Maksimal ${opts.max}` });
  return opts.defaultValue !== undefined ? s.default(opts.defaultValue) : s.optional();
}
