import { ShippingUnavailable } from './provider';

/** How to reach KiriminAja: its base URL, the API key and, for tests, the fetch and timeout. */
export interface KiriminAjaConnection {
  /** e.g. https://client.kiriminaja.com (KIRIMINAJA_URL). */
  baseUrl: string;
  /** The API key, sent as a bearer token (KIRIMINAJA_TOKEN). */
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * POSTs `body` as JSON to one of KiriminAja's paths with the API key (8 s timeout by default).
 * A network failure or timeout throws ShippingUnavailable(`failure`); otherwise answers the
 * response's `ok` and its JSON (null when the body is not JSON), for the caller to check.
 */
export async function postKiriminAja<T>(
  conn: KiriminAjaConnection,
  path: string,
  body: unknown,
  failure: string,
): Promise<{ ok: boolean; json: T | null }> {
  let res: Response;
  try {
    res = await (conn.fetch ?? fetch)(new URL(path, conn.baseUrl), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${conn.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(conn.timeoutMs ?? 8_000),
    });
  } catch {
    throw new ShippingUnavailable(failure);
  }
  const json = (await res.json().catch(() => null)) as T | null;
  return { ok: res.ok, json };
}
