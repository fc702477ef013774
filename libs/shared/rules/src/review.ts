import { t } from '@rona/i18n';

export const MIN_STARS = 1;
export const MAX_STARS = 5;
/** The star pick starts at 5 (spec 2 §9). */
export const DEFAULT_STARS = 5;

/** 1 Sangat Buruk, 2 Buruk, 3 Cukup, 4 Baik, 5 Sangat Baik; rounds and clamps into 1–5. */
export function starLabel(score: number): string {
  const stars = Number.isFinite(score) ? Math.min(MAX_STARS, Math.max(MIN_STARS, Math.round(score))) : DEFAULT_STARS;
  return t(`star.${stars as 1 | 2 | 3 | 4 | 5}`);
}
