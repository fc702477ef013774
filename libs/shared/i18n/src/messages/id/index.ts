import { brand } from './brand';
import { layout } from './layout';

/** Every Indonesian string, one flat key each. Add an area file and spread it here. */
export const id = {
  ...brand,
  ...layout,
} as const;
