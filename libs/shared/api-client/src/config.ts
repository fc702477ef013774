/**
 * Runtime configuration of a front end. It is read from `window.__RONA_CONFIG__`, which the
 * server that serves index.html injects (gateway locally, nginx in production), so one build
 * deploys anywhere. Checked by hand: this runs in every first load, where zod is not shipped.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  publicApiKey: string;
}

declare global {
  interface Window {
    __RONA_CONFIG__?: unknown;
  }
}

export function readRuntimeConfig(
  source: unknown = typeof window === 'undefined' ? undefined : window.__RONA_CONFIG__,
): RuntimeConfig {
  const value = (source ?? {}) as Partial<Record<keyof RuntimeConfig, unknown>>;
  const apiBaseUrl = value.apiBaseUrl ?? '/api';
  const { publicApiKey } = value;
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl || typeof publicApiKey !== 'string' || !publicApiKey) {
    throw new Error('Runtime configuration (window.__RONA_CONFIG__) needs apiBaseUrl and publicApiKey strings');
  }
  return { apiBaseUrl, publicApiKey };
}
