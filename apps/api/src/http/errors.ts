import type { ApiErrorItem } from '@rona/domain';

/** A failure the client should see as-is: status code, message and optional `errors[]`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors: ApiErrorItem[] = [],
    /** What the client needs to recover (e.g. the fresh checkout after a changed total); sent as the envelope's `result`. */
    public readonly result?: unknown,
    /** Headers of the answer (e.g. `location` of a permanent redirect). */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors: ApiErrorItem[] = [{ message }]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message, [{ message }]);
export const forbidden = (message: string) => new HttpError(403, message, [{ message }]);
export const notFound = (message: string) => new HttpError(404, message, [{ message }]);
export const conflict = (message: string) => new HttpError(409, message, [{ message }]);
/** 308: what was asked for lives at `location` now, for good (a changed product slug); `result` says where too. */
export const movedPermanently = (location: string, message: string, result?: unknown) =>
  new HttpError(308, message, [{ message }], result, { location });
