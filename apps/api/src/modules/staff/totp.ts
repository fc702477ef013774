import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 seconds. */
const totpOf = (secret: string, email = '') =>
  new TOTP({
    issuer: 'Rona Back Office',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL and its QR code (an SVG data URL). */
export async function enrolment(secret: string, email: string): Promise<{ otpauthUrl: string; qrDataUrl: string }> {
  const otpauthUrl = totpOf(secret, email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { otpauthUrl, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step a code belongs to, when it is this step's or a neighbour's (clock drift of the
 * phone); null for a wrong code. Callers accept a step only once (`totp_last_step`).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 30_000) + delta;
}

/** A code of this or the neighbouring 30-second step (clock drift of the phone). */
export const totpMatches = (secret: string, code: string, now: Date): boolean => totpStep(secret, code, now) !== null;

/** The current code (tests, and nothing else). */
export const totpCodeAt = (secret: string, now: Date): string => totpOf(secret).generate({ timestamp: now.getTime() });

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten single-use recovery codes, 'xxxx-xxxx'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(8)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
  });
}

/** Recovery codes are random (40 bits), so a fast hash is enough; typed case and spaces do not matter. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/\s+/g, '')).digest('hex');
