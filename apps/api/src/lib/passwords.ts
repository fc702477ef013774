import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashCost } from '../config';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 — or one of its equivalents of
 * equal CPU cost with less memory. N=2^14, r=8, p=5 takes 16 MiB per hash instead of 128 MiB, so
 * parallel logins cannot exhaust the server's memory (and it fits node's default maxmem).
 */
export const OWASP_SCRYPT: ScryptParams = { N: 16_384, r: 8, p: 5 };
/** Node's defaults, the cost of every hash stored before (`scrypt$salt$key`). */
const LEGACY_SCRYPT: ScryptParams = { N: 16_384, r: 8, p: 1 };
/** Tests only (PASSWORD_HASH_COST=fast outside production): a cheap cost so suites stay quick. */
const FAST_SCRYPT: ScryptParams = { N: 1_024, r: 8, p: 1 };
/** One-time codes (6 digits, 5 minutes, 5 tries) gain nothing from a high cost. */
export const CODE_SCRYPT: ScryptParams = FAST_SCRYPT;

/** The cost new password hashes get: OWASP's, unless a test run asks for `fast` (never in production). */
export function passwordHashParams(env?: Record<string, string | undefined>): ScryptParams {
  return passwordHashCost(env) === 'fast' ? FAST_SCRYPT : OWASP_SCRYPT;
}

let current: ScryptParams | null = null;
const currentParams = () => (current ??= passwordHashParams());

const MAXMEM = 64 * 1024 * 1024;
const encode = (p: ScryptParams) => `N=${p.N},r=${p.r},p=${p.p}`;

/** Reads `scrypt$N=…,r=…,p=…$salt$key` or the older `scrypt$salt$key`. */
function decode(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  let params = LEGACY_SCRYPT;
  if (parts.length === 4) {
    const m = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1] ?? '');
    if (!m) return null;
    params = { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
    parts.splice(1, 1);
  }
  const [, saltHex, keyHex] = parts;
  if (parts.length !== 3 || !saltHex || !keyHex) return null;
  return { params, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

/** scrypt (memory-hard, node:crypto) with a random salt; the parameters are stored with the hash. */
export async function hashPassword(password: string, params: ScryptParams = currentParams()): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { ...params, maxmem: MAXMEM });
  return `scrypt$${encode(params)}$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = decode(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.key.length, { ...parsed.params, maxmem: MAXMEM });
  return timingSafeEqual(actual, parsed.key);
}

/** True when a stored hash was made at another cost than today's: re-hash it at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = decode(stored);
  if (!parsed) return true;
  const want = currentParams();
  return parsed.params.N !== want.N || parsed.params.r !== want.r || parsed.params.p !== want.p;
}

/** A hash to compare against when the account does not exist, so both answers take as long. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('rona-no-such-account'));
