import type { z } from 'zod';
import type { PermissionKey } from '../staff-permissions';

/**
 * How a call authenticates:
 * - apiKey: the public API key in `Authorization` (public catalogue, promo, article, guest lookups)
 * - optionalMember: the public key, or a member's `Bearer <session>` (personalises e.g. the wishlist flag)
 * - member: a member's `Bearer <session>`
 * - guest: a guest checkout token `Bearer <guest token>` (GUEST__)
 * - linkTool: a link-tool studio session (a member whose roles include the store site)
 * - staff: a back-office staff session (`Bearer` or the admin cookie pair), never a member's
 * - none: nothing (signed provider callbacks, the short-link redirect target, the staff login)
 */
export type AuthKind = 'apiKey' | 'optionalMember' | 'member' | 'guest' | 'linkTool' | 'staff' | 'none';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Path on the API host, with `:name` parameters, e.g. `/e-commerce/product/v1/detail/:merchant/:item`. */
  path: string;
  auth: AuthKind;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `result` of a successful envelope. */
  result: z.ZodType;
  /** multipart/form-data uploads (the body schema then describes the non-file fields). */
  multipart?: boolean;
  /**
   * What a success answers when it is not the JSON envelope: `text/csv` for the CSV exports (a file,
   * UTF-8 with a BOM, streamed; `result` is then the file as text). Refusals stay the envelope.
   */
  produces?: 'text/csv';
  /**
   * Back-office endpoints (`/admin/…`) only, and required there: the permission key the caller
   * needs, or null for any signed-in staff member (the API refuses to start otherwise).
   */
  permission?: PermissionKey | null;
  summary: string;
}

export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type Infer<S> = S extends z.ZodType ? z.input<S> : undefined;
type InferOut<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends (before defaults/coercion). */
export type EndpointInput<E extends EndpointDef> = {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
};
/** What a server handler receives (after parsing). */
export type EndpointParsed<E extends EndpointDef> = {
  params: InferOut<E['params']>;
  query: InferOut<E['query']>;
  body: InferOut<E['body']>;
};
export type EndpointResult<E extends EndpointDef> = z.output<E['result']>;

/** Fills `:name` parameters of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** An endpoint without its schemas: what a browser needs to make the call. */
export type EndpointRoute = Pick<EndpointDef, 'method' | 'path' | 'auth'> & {
  multipart?: boolean;
  permission?: PermissionKey | null;
};
