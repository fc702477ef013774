import { brand } from './brand';
import { layout } from './layout';
import { pricing } from './pricing';
import { home } from './home';

/** Every Indonesian string, one flat key each. Add an area file and spread it here. */
export const id = {
  ...brand,
  ...layout,
  ...pricing,
  ...home,
} as const;
