import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has development defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3333,
      host: '127.0.0.1',
      databaseUrl: null,
      publicApiKey: 'rona-public-dev-key',
      publicBaseUrl: '/api',
      seed: 'auto',
    });
    expect(c.pgliteDir).toMatch(/data\/pglite$/);
    expect(c.mediaDir).toMatch(/data\/media$/);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/srv/rona',
      PUBLIC_BASE_URL: 'https://api.rona.id/',
      SEED: 'never',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      pgliteDir: '/srv/rona/pglite',
      mediaDir: '/srv/rona/media',
      publicBaseUrl: 'https://api.rona.id',
      seed: 'never',
    });
  });

  it('lists every bad value in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED: 'sometimes' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('"abc"');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('SEED');
  });

  it('requires the API key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_API_KEY: is required in production/);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_API_KEY: 'a-long-production-key', PAYMENT_PROVIDER: 'sandbox' })
        .publicApiKey,
    ).toBe('a-long-production-key');
  });

  it('makes production name its payment provider; elsewhere the sandbox is the default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_API_KEY: 'a-long-production-key' })).toThrow(
      /PAYMENT_PROVIDER: is required in production/,
    );
    expect(loadConfig({}).payment.provider).toBe('sandbox');
  });

  it('reads the account delivery and rate-limit settings', () => {
    const d = loadConfig({});
    expect(d).toMatchObject({
      siteUrl: 'http://localhost:4200',
      redisUrl: null,
      smtpUrl: null,
      whatsapp: null,
      outboxEndpoint: true,
    });
    // By default exactly one local hop (the gateway of `npm start`) is believed.
    const local = d.trustProxy as (a: string, hop: number) => boolean;
    expect([local('127.0.0.1', 0), local('::1', 0), local('127.0.0.1', 1), local('203.0.113.9', 0)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const c = loadConfig({
      SITE_URL: 'https://rona.id/',
      REDIS_URL: 'redis://cache:6379/1',
      SMTP_URL: 'smtps://user:pass@mail.rona.id:465',
      MAIL_FROM: 'Rona <halo@rona.id>',
      WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0/1/messages',
      WHATSAPP_TOKEN: 'abc',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(c).toMatchObject({
      siteUrl: 'https://rona.id',
      redisUrl: 'redis://cache:6379/1',
      smtpUrl: 'smtps://user:pass@mail.rona.id:465',
      mailFrom: 'Rona <halo@rona.id>',
      whatsapp: { apiUrl: 'https://graph.facebook.com/v21.0/1/messages', token: 'abc' },
      trustProxy: '10.0.0.0/8',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '10' }).rateLimitFactor).toBe(10);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
    // The three open-unpaid caps are multiplied alike, as the README says (issue 25 §9).
    expect(loadConfig({ RATE_LIMIT_FACTOR: '10' }).orderCaps).toMatchObject({
      openUnpaidPerMember: 30,
      openUnpaidPerContact: 20,
      openUnpaidPerAddress: 30,
    });
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });

  it('refuses bad account settings', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ SMTP_URL: 'mail.rona.id' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SITE_URL: 'rona.id' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ WHATSAPP_API_URL: 'https://graph.facebook.com/x' })).toThrow(
      /WHATSAPP_TOKEN: WHATSAPP_API_URL and WHATSAPP_TOKEN go together/,
    );
  });

  it('never serves the outbox in production', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_API_KEY: 'a-long-production-key', PAYMENT_PROVIDER: 'sandbox' };
    expect(loadConfig(prod).outboxEndpoint).toBe(false);
    expect(() => loadConfig({ ...prod, OUTBOX_ENDPOINT: 'on' })).toThrow(/OUTBOX_ENDPOINT: cannot be on in production/);
    expect(loadConfig({ OUTBOX_ENDPOINT: 'off' }).outboxEndpoint).toBe(false);
  });

  it('reads the shipping and upload storage settings, and refuses half of one', () => {
    expect(loadConfig({}).shipping.kiriminAja).toBeNull();
    expect(loadConfig({}).mediaStorage.s3).toBeNull();
    const c = loadConfig({
      KIRIMINAJA_URL: 'https://kiriminaja.test',
      KIRIMINAJA_TOKEN: 'token',
      KIRIMINAJA_ORIGIN: '1234',
      MEDIA_S3_BUCKET: 'rona-media',
      MEDIA_S3_ENDPOINT: 'https://s3.test',
      MEDIA_S3_ACCESS_KEY_ID: 'AKID',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_PUBLIC_URL: 'https://cdn.rona.test',
    });
    expect(c.shipping.kiriminAja).toEqual({
      baseUrl: 'https://kiriminaja.test',
      token: 'token',
      originDistrictId: 1234,
    });
    expect(c.mediaStorage.s3).toEqual({
      bucket: 'rona-media',
      endpoint: 'https://s3.test',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.rona.test',
    });
    expect(() => loadConfig({ KIRIMINAJA_URL: 'https://kiriminaja.test', KIRIMINAJA_TOKEN: 't' })).toThrow(
      /KIRIMINAJA_ORIGIN/,
    );
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: 'https://s3.test' })).toThrow(
      /MEDIA_S3_PUBLIC_URL: is required when MEDIA_S3_BUCKET is set/,
    );
  });
});
