import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createShippingProvider } from '../../services/shipping';

const db = {} as Database; // the district table is read only when KiriminAja prices
const shippingProviderFromEnv = (database: Database, env: Record<string, string>) =>
  createShippingProvider(loadConfig(env).shipping, database);

describe('shippingProviderFromEnv', () => {
  it('uses the rate table unless KiriminAja is configured', () => {
    expect(shippingProviderFromEnv(db, {}).name).toBe('rate-table');
    expect(shippingProviderFromEnv(db, { KIRIMINAJA_URL: 'https://x.test' }).name).toBe('rate-table');
    expect(
      shippingProviderFromEnv(db, {
        KIRIMINAJA_URL: 'https://x.test',
        KIRIMINAJA_TOKEN: 't',
        KIRIMINAJA_ORIGIN: '1234',
      }).name,
    ).toBe('kiriminaja');
  });

  it('refuses KiriminAja without the warehouse kecamatan id', () => {
    expect(() => shippingProviderFromEnv(db, { KIRIMINAJA_URL: 'https://x.test', KIRIMINAJA_TOKEN: 't' })).toThrow(
      /KIRIMINAJA_ORIGIN/,
    );
  });
});
