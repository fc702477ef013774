import { t } from '@rona/i18n';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Nothing left: 0 or less, or not a number. */
export const isCountdownOver = (ms: number): boolean => !(Number.isFinite(ms) && ms > 0);

export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Hours, minutes and seconds left. Seconds round up, so a timer shows '00:01' in its last second
 * and is over exactly at 0; nothing left (or a non-number) is all zeros.
 */
export function countdownParts(ms: number): CountdownParts {
  const total = isCountdownOver(ms) ? 0 : Math.ceil(ms / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Milliseconds from `now` until `expiresAt` (negative once past; NaN for an unreadable date). */
export function remainingMs(expiresAt: string | Date, now: Date = new Date()): number {
  const end = expiresAt instanceof Date ? expiresAt.getTime() : Date.parse(expiresAt);
  return end - now.getTime();
}

/** 'mm:ss' with every minute counted ('75:00' for an hour and a quarter); '00:00' when over (the OTP timer). */
export function formatMinutesSeconds(ms: number): string {
  const { hours, minutes, seconds } = countdownParts(ms);
  return `${pad(hours * 60 + minutes)}:${pad(seconds)}`;
}

/** Payment timer as 'mm:ss'; 'Payment Expired' at 0 or less. */
export function formatCountdownShort(ms: number): string {
  return isCountdownOver(ms) ? t('countdown.expired') : formatMinutesSeconds(ms);
}

/** Payment timer as 'hh mm ss' with its units ('01 jam 05 menit 09 detik'); 'Payment Expired' at 0 or less. */
export function formatCountdownLong(ms: number): string {
  if (isCountdownOver(ms)) return t('countdown.expired');
  const { hours, minutes, seconds } = countdownParts(ms);
  return t('countdown.long', { hours: pad(hours), minutes: pad(minutes), seconds: pad(seconds) });
}
