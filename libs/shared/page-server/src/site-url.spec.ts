import { describe, expect, it } from 'vitest';
import { sendsHsts, siteUrlFromEnv } from './site-url';

describe('siteUrlFromEnv (the public origin of the page servers)', () => {
  it('is SITE_URL when set', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://rona.id', NODE_ENV: 'production' })).toBe('https://rona.id');
  });

  it('refuses to start in production without SITE_URL, instead of naming a made-up origin', () => {
    expect(() => siteUrlFromEnv({ NODE_ENV: 'production' }, 'http://localhost:4200')).toThrow(
      'SITE_URL is required in production',
    );
    expect(() => siteUrlFromEnv({ NODE_ENV: 'production', SITE_URL: ' ' })).toThrow('SITE_URL is required');
  });

  it('refuses a SITE_URL that is not a URL', () => {
    expect(() => siteUrlFromEnv({ SITE_URL: 'rona.id' })).toThrow('SITE_URL is not a URL: rona.id');
  });

  it('falls back outside production', () => {
    expect(siteUrlFromEnv({}, 'http://localhost:4200')).toBe('http://localhost:4200');
    expect(siteUrlFromEnv({ NODE_ENV: 'development' })).toBeUndefined();
  });
});

describe('sendsHsts', () => {
  it('only for a public origin on https: never on plain http, also in production (issue 25 §9)', () => {
    expect(sendsHsts('https://rona.id')).toBe(true);
    expect(sendsHsts('http://rona.id')).toBe(false);
    expect(sendsHsts('http://localhost:4310')).toBe(false);
    expect(sendsHsts(undefined)).toBe(false);
  });
});
