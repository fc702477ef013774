import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has development defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3333, host: '127.0.0.1', databaseUrl: null, publicApiKey: 'rona-public-dev-key', publicBaseUrl: '/api', seed: 'auto' });
    expect(c.pgliteDir).toMatch(/data\/pglite$/);
    expect(c.mediaDir).toMatch(/data\/media$/);
  });

  it('reads the environment', () => {
    const c = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/srv/rona', PUBLIC_BASE_URL: 'https://api.rona.id/', SEED: 'never' });
    expect(c).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h/db', pgliteDir: '/srv/rona/pglite', mediaDir: '/srv/rona/media', publicBaseUrl: 'https://api.rona.id', seed: 'never' });
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
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_API_KEY: 'a-long-production-key' }).publicApiKey).toBe('a-long-production-key');
  });
});
