import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root, both from `apps/api/src/config.ts` and from the bundle `dist/apps/api/main.mjs`. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const DEV_API_KEY = 'rona-public-dev-key';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3333),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    DATA_DIR: z.string().min(1).optional(),
    PUBLIC_API_KEY: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    PUBLIC_BASE_URL: z.string().default('/api'),
    SEED: z.enum(['auto', 'never']).default('auto'),
    SEED_SCALE: z.coerce.number().int().min(0).max(1_000_000).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** How long a public catalogue answer may be served from memory; 0 turns the cache off. */
    CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.PUBLIC_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_API_KEY'], message: 'is required in production' });
    }
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL when set, else PGlite in `pgliteDir` ('memory://' keeps it in memory). */
  databaseUrl: string | null;
  pgliteDir: string;
  mediaDir: string;
  publicApiKey: string;
  publicBaseUrl: string;
  seed: 'auto' | 'never';
  seedScale: number;
  logLevel: string;
  catalogueCacheMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsMissing = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(blankAsMissing[String(i.path[0])] ?? null)})`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    publicApiKey: e.PUBLIC_API_KEY ?? DEV_API_KEY,
    publicBaseUrl: e.PUBLIC_BASE_URL.replace(/\/+$/, ''),
    seed: e.SEED,
    seedScale: e.SEED_SCALE,
    logLevel: e.LOG_LEVEL,
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
  };
}
