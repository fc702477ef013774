/** Colours and motif for a generated image, so every product/banner looks distinct but on-brand. */
export interface ImageStyle {
  /** Two background gradient colours and an accent, as hex (#rrggbb). */
  from: string;
  to: string;
  accent: string;
}

/** The pack a product image draws. */
export type PackShape = 'bottle' | 'tube' | 'jar' | 'pump' | 'dropper' | 'sachet';
