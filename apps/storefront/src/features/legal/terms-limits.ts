/**
 * The numbers the terms of use promise (spec 3 §9). The legal texts take them as variables, so a
 * rule changes here, once.
 */
export const TERMS_LIMITS = {
  adultAge: 21,
  cancelMinutes: 60,
  noShowHours: 1,
  chatMinutes: 10,
  imageTypes: 'PNG atau JPG',
  imageMaxMb: 5,
  refundProductDays: 1,
  refundConsultDays: 3,
  complaintDays: 3,
  prescriptionMonths: 3,
  deliveryMin: 1,
  deliveryMax: 3,
} as const;

/** Both legal pages were last updated on 10 September 2021 (spec 1 §2). */
export const LEGAL_LAST_UPDATED = '2021-09-10';
