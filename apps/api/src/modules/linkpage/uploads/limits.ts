import type { RateRule } from '../../../http/rate-limit';

const MINUTE = 60_000;

/**
 * Per-member upload limits (issue 12 §8; spec-silent, docs/product/linkpage.md): enough for a
 * partner building several link pages in one sitting, far below "147 MB in 1.3 s".
 */
export const UPLOAD_LIMITS = {
  /** Pictures per member in 10 minutes (a full page of grids and carousels is about 30). */
  picturesPerMember: { limit: 60, windowMs: 10 * MINUTE },
  /** Kilobytes received per member a day (50 MB). */
  kilobytesPerMember: { limit: 50 * 1024, windowMs: 24 * 60 * MINUTE },
} as const;

export const uploadRules = (userId: string): { pictures: RateRule; kilobytes: RateRule } => ({
  pictures: { name: 'uploadPicturesPerMember', subject: userId, ...UPLOAD_LIMITS.picturesPerMember },
  kilobytes: { name: 'uploadKilobytesPerMember', subject: userId, ...UPLOAD_LIMITS.kilobytesPerMember },
});
