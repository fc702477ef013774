import type { ApiErrorItem } from '@rona/domain';
import { messageWithField } from '@rona/i18n';

const DEFAULT_MESSAGE = 'Terjadi Kesalahan Server';
/** A call that got no answer (offline, DNS, the server unreachable) or none in time. */
export const NETWORK_MESSAGES = {
  offline: 'Tidak dapat terhubung ke server, periksa koneksi internet kamu lalu coba lagi',
  timeout: 'Server terlalu lama merespon, silahkan coba lagi',
} as const;
export function networkErrorMessage(error: unknown): string {
  return error instanceof Error && error.name === 'TimeoutError' ? NETWORK_MESSAGES.timeout : NETWORK_MESSAGES.offline;
}

/** A failed call: HTTP error, `status: false`, or a missing `result`. Carries the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly errors: ApiErrorItem[] = [],
    /** What some refusals carry to recover from (a changed order total: the fresh checkout). */
    readonly result?: unknown,
  ) {
    super(message || DEFAULT_MESSAGE);
    this.name = 'ApiError';
  }
}

/**
 * The texts the shared error handler shows (spec 1 §8): one per `errors[]` entry — validation
 * issues as '<message>. <field>' with the field's Indonesian name (none when the message already
 * names it) — otherwise the error's message, otherwise the default.
 */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length > 0) {
    return error.errors.map((e) => messageWithField(e.message, e.field));
  }
  if (error instanceof Error && error.message) return [error.message];
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return [error.message];
  }
  return [DEFAULT_MESSAGE];
}
