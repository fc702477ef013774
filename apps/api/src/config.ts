import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root, both from `apps/api/src/config.ts` and from the bundle `dist/apps/api/main.mjs`. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const DEV_API_KEY = 'rona-public-dev-key';
/** Signs unsubscribe links outside production when MAIL_LINK_SECRET is unset (each link also signs its subscriber's own token). */
const DEV_MAIL_LINK_SECRET = 'rona-development-mail-link-secret-000';
/** What the built-in payment sandbox signs its notifications with when no DOKU credentials are set. */
const SANDBOX_DOKU_CLIENT_ID = 'SANDBOX-RONA';
const SANDBOX_DOKU_SECRET_KEY = 'rona-sandbox-payment-secret';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3333),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** Prometheus' GET /metrics on this port of its own (on HOST), never on the shop's; 0 turns it off. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
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
    /** Public origin of the shop's pages; mailed links point there. */
    SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://localhost:4200'),
    /** Shares the rate-limit counters between API instances; unset → in memory (one instance). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    /** Multiplies every attempt limit (e.g. for a test run whose browsers all share one address). */
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    /** Back-office writes (POST/PUT/PATCH/DELETE) per staff member per minute (× RATE_LIMIT_FACTOR; decision 026). */
    ADMIN_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
    /**
     * Which proxies' X-Forwarded-For to believe for the client address: `loopback` (the default: the one
     * hop in front of the API, when it connects from this machine — the gateway of `npm start`),
     * true/false, a hop count, or addresses/CIDRs.
     */
    TRUST_PROXY: z.string().default('loopback'),
    /** nodemailer transport URL (smtp:// or smtps://); unset → mails go to the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Rona <no-reply@rona.id>'),
    /** Signs the unsubscribe links of mails (HMAC-SHA256); a development key is used when unset. */
    MAIL_LINK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** WhatsApp Cloud API messages endpoint, e.g. https://graph.facebook.com/v21.0/<phone-number-id>/messages. */
    WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    /** Opens POST /ops/v1/run for the operator tool (`OPS_API_URL=… OPS_TOKEN=… npm run ops -- …`). */
    OPS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** Staff must turn on the authenticator (TOTP) before the back office opens anything but its enrolment. */
    ADMIN_REQUIRE_TOTP: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    /** GET /dev/v1/outbox; on by default outside production, never in production. */
    OUTBOX_ENDPOINT: z.enum(['on', 'off']).optional(),
    /**
     * Which payment provider starts payments: the built-in sandbox, or DOKU (Jokul v2). Defaults to
     * the sandbox outside production; production must name it (a sandbox lets anyone mark a payment paid).
     */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'doku']).optional(),
    /** DOKU credentials (Back Office → API Keys); with the sandbox they sign its notifications when set. */
    DOKU_CLIENT_ID: z.string().min(1).optional(),
    DOKU_SECRET_KEY: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    DOKU_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api-sandbox.doku.com'),
    /** How far (seconds, either side) a payment notification's signed Request-Timestamp may be from now. */
    PAYMENT_NOTIFICATION_WINDOW_S: z.coerce.number().int().min(30).max(3600).default(300),
    /** Anti-hoarding caps (docs/product/orders.md): units of one variant per order (a variant's max_per_order overrides it). */
    ORDER_MAX_PER_VARIANT: z.coerce.number().int().min(1).max(999).default(10),
    /** Units (all lines) per order. */
    ORDER_MAX_UNITS: z.coerce.number().int().min(1).max(9999).default(30),
    /** Unpaid orders open at once per member, per guest e-mail / phone, and per client address (guest orders; × RATE_LIMIT_FACTOR). */
    ORDER_OPEN_UNPAID_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(3),
    ORDER_OPEN_UNPAID_PER_CONTACT: z.coerce.number().int().min(1).max(100).default(2),
    ORDER_OPEN_UNPAID_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(3),
    /** Days after DELIVERED when an order the buyer did not finish ('Selesaikan') completes itself (points credited). */
    ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    /** KiriminAja prices the couriers when its URL and token are both set; else the built-in rate table. */
    KIRIMINAJA_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    KIRIMINAJA_TOKEN: z.string().trim().min(1).optional(),
    /** The warehouse's kecamatan id at KiriminAja (required with KIRIMINAJA_URL and KIRIMINAJA_TOKEN). */
    KIRIMINAJA_ORIGIN: z.coerce.number().int({ error: 'must be the kecamatan id of the warehouse' }).optional(),
    /** Uploaded images go to this S3-compatible bucket when set (with the MEDIA_S3_* below); else to DATA_DIR/media. */
    MEDIA_S3_BUCKET: z.string().min(1).optional(),
    MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
    MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Public URL prefix of the bucket (CDN or bucket URL); an upload's URL is `<MEDIA_S3_PUBLIC_URL>/<key>`. */
    MEDIA_S3_PUBLIC_URL: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.PUBLIC_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_API_KEY'], message: 'is required in production' });
    }
    if (Boolean(env.WHATSAPP_API_URL) !== Boolean(env.WHATSAPP_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.WHATSAPP_API_URL ? 'WHATSAPP_TOKEN' : 'WHATSAPP_API_URL'],
        message: 'WHATSAPP_API_URL and WHATSAPP_TOKEN go together',
      });
    }
    if (env.NODE_ENV === 'production' && env.OUTBOX_ENDPOINT === 'on') {
      ctx.addIssue({ code: 'custom', path: ['OUTBOX_ENDPOINT'], message: 'cannot be on in production' });
    }
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: "is required in production ('doku', or 'sandbox' for a staging shop)",
      });
    }
    if (env.KIRIMINAJA_URL && env.KIRIMINAJA_TOKEN && env.KIRIMINAJA_ORIGIN === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['KIRIMINAJA_ORIGIN'],
        message: 'must be the kecamatan id of the warehouse (required with KIRIMINAJA_URL and KIRIMINAJA_TOKEN)',
      });
    }
    if (env.MEDIA_S3_BUCKET) {
      for (const key of [
        'MEDIA_S3_ENDPOINT',
        'MEDIA_S3_ACCESS_KEY_ID',
        'MEDIA_S3_SECRET_ACCESS_KEY',
        'MEDIA_S3_PUBLIC_URL',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when MEDIA_S3_BUCKET is set' });
      }
    }
    if (env.PAYMENT_PROVIDER === 'doku') {
      for (const key of ['DOKU_CLIENT_ID', 'DOKU_SECRET_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER is doku' });
      }
    }
  });

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

const isLoopback = (address: string) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true';
  // Exactly one hop, and only a local one: a client cannot forge its address by sending the header itself.
  if (value === 'loopback') return (address, hop) => hop === 0 && isLoopback(address);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** GET /metrics on its own port (main.ts); 0: none. */
  metricsPort: number;
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
  /** Origin of the front ends, without a trailing slash (mailed links). */
  siteUrl: string;
  redisUrl: string | null;
  rateLimitFactor: number;
  /** Back-office writes per staff member per minute (before RATE_LIMIT_FACTOR). */
  adminWritesPerMinute: number;
  /** Fastify's `trustProxy`. */
  trustProxy: TrustProxy;
  smtpUrl: string | null;
  mailFrom: string;
  /** The HMAC key of mailed unsubscribe links. */
  mailLinkSecret: string;
  /** Production WhatsApp delivery; null → the sandbox outbox. */
  whatsapp: { apiUrl: string; token: string } | null;
  /** Serve GET /dev/v1/outbox. */
  outboxEndpoint: boolean;
  /** The operator tool's token; null keeps its HTTP door closed. */
  opsToken: string | null;
  /** ADMIN_REQUIRE_TOTP: staff without a second factor may only enrol one. */
  adminRequireTotp: boolean;
  /** The payment provider and the DOKU credentials (the sandbox signs with development ones unless set). */
  payment: {
    provider: 'sandbox' | 'doku';
    dokuClientId: string;
    dokuSecretKey: string;
    dokuBaseUrl: string;
    /** A notification signed further than this from now (either side) is refused. */
    notificationWindowMs: number;
  };
  /** Anti-hoarding caps on orders (docs/product/orders.md). */
  orderCaps: OrderCaps;
  /** Days after delivery when an unfinished order completes itself (ORDER_AUTO_COMPLETE_DAYS). */
  orderAutoCompleteDays: number;
  /** Courier prices and tracking: KiriminAja when configured, else the built-in rate table (null). */
  shipping: { kiriminAja: KiriminAjaSettings | null };
  /** Where uploaded images go: an S3-compatible bucket, else files under `mediaDir` (null). */
  mediaStorage: { s3: S3Settings | null };
}

export interface KiriminAjaSettings {
  baseUrl: string;
  token: string;
  /** The warehouse's kecamatan id. */
  originDistrictId: number;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public URL prefix of the bucket; objects are `<publicUrl>/<key>`. */
  publicUrl: string;
}

export interface OrderCaps {
  /** Units of one variant per order (and per cart line), unless the variant sets its own. */
  perVariant: number;
  /** Units per order, all lines together. */
  unitsPerOrder: number;
  /** Unpaid orders open at once. */
  openUnpaidPerMember: number;
  openUnpaidPerContact: number;
  /** Guest orders from one client address (this and the two above already multiplied by RATE_LIMIT_FACTOR). */
  openUnpaidPerAddress: number;
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
      parsed.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(blankAsMissing[String(i.path[0])] ?? null)})`,
      ),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    metricsPort: e.METRICS_PORT,
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
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL ?? null,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    adminWritesPerMinute: e.ADMIN_WRITES_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailLinkSecret: e.MAIL_LINK_SECRET ?? DEV_MAIL_LINK_SECRET,
    whatsapp: e.WHATSAPP_API_URL && e.WHATSAPP_TOKEN ? { apiUrl: e.WHATSAPP_API_URL, token: e.WHATSAPP_TOKEN } : null,
    outboxEndpoint: e.NODE_ENV !== 'production' && e.OUTBOX_ENDPOINT !== 'off',
    opsToken: e.OPS_TOKEN ?? null,
    adminRequireTotp: e.ADMIN_REQUIRE_TOTP === 'true',
    payment: {
      provider: e.PAYMENT_PROVIDER ?? 'sandbox',
      dokuClientId: e.DOKU_CLIENT_ID ?? SANDBOX_DOKU_CLIENT_ID,
      dokuSecretKey: e.DOKU_SECRET_KEY ?? SANDBOX_DOKU_SECRET_KEY,
      dokuBaseUrl: e.DOKU_BASE_URL.replace(/\/+$/, ''),
      notificationWindowMs: e.PAYMENT_NOTIFICATION_WINDOW_S * 1000,
    },
    orderCaps: {
      perVariant: e.ORDER_MAX_PER_VARIANT,
      unitsPerOrder: e.ORDER_MAX_UNITS,
      openUnpaidPerMember: e.ORDER_OPEN_UNPAID_PER_MEMBER * e.RATE_LIMIT_FACTOR,
      openUnpaidPerContact: e.ORDER_OPEN_UNPAID_PER_CONTACT * e.RATE_LIMIT_FACTOR,
      openUnpaidPerAddress: e.ORDER_OPEN_UNPAID_PER_ADDRESS * e.RATE_LIMIT_FACTOR,
    },
    orderAutoCompleteDays: e.ORDER_AUTO_COMPLETE_DAYS,
    shipping: {
      kiriminAja:
        e.KIRIMINAJA_URL && e.KIRIMINAJA_TOKEN && e.KIRIMINAJA_ORIGIN !== undefined
          ? { baseUrl: e.KIRIMINAJA_URL, token: e.KIRIMINAJA_TOKEN, originDistrictId: e.KIRIMINAJA_ORIGIN }
          : null,
    },
    mediaStorage: {
      s3:
        e.MEDIA_S3_BUCKET &&
        e.MEDIA_S3_ENDPOINT &&
        e.MEDIA_S3_ACCESS_KEY_ID &&
        e.MEDIA_S3_SECRET_ACCESS_KEY &&
        e.MEDIA_S3_PUBLIC_URL
          ? {
              bucket: e.MEDIA_S3_BUCKET,
              endpoint: e.MEDIA_S3_ENDPOINT,
              region: e.MEDIA_S3_REGION,
              accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
              secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
              publicUrl: e.MEDIA_S3_PUBLIC_URL,
            }
          : null,
    },
  };
}

/**
 * The password-hash cost of this process: `fast` when PASSWORD_HASH_COST=fast outside production
 * (test runs). Read apart from loadConfig because the hasher also runs without an app (seed, tests).
 */
export function passwordHashCost(env: Record<string, string | undefined> = process.env): 'owasp' | 'fast' {
  return env.PASSWORD_HASH_COST === 'fast' && env.NODE_ENV !== 'production' ? 'fast' : 'owasp';
}

/** The ops CLI's way to a running API (OPS_API_URL + OPS_TOKEN), or null to open the database itself. */
export function opsApiSettings(env: Record<string, string | undefined> = process.env): {
  url: string;
  token: string;
} | null {
  return env.OPS_API_URL ? { url: env.OPS_API_URL, token: env.OPS_TOKEN ?? '' } : null;
}
