import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { shippingProviderFromEnv } from './index';

const db = {} as Database; // the district table is read only when KiriminAja prices

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
