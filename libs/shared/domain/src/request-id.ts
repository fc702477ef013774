/**
 * The request id: one id per request, from the edge (nginx, the gateway) through the page servers to
 * the API, on every log line and in every error envelope (decision 021). A hop keeps a well-formed id
 * it receives and makes one otherwise, so a client cannot inject log text or oversized values.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** 8–128 characters of letters, digits and `._:-` (a UUID, nginx's $request_id, a trace id). */
export const isRequestId = (value: unknown): value is string => typeof value === 'string' && REQUEST_ID.test(value);

/** The incoming id when it is well formed, else `make()` (e.g. crypto.randomUUID). */
export function requestIdOr(value: string | string[] | undefined, make: () => string): string {
  const first = Array.isArray(value) ? value[0] : value;
  return isRequestId(first) ? first : make();
}
