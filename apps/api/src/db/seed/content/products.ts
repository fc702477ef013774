import { bodyProducts } from './products-body';
import { clinicProducts } from './products-clinic';
import { faceCareProducts } from './products-face-care';
import { cleanseProducts } from './products-face-cleanse';
import { moisturizeProducts } from './products-face-moisturize';
import { serumProducts } from './products-face-serum';
import { hairProducts } from './products-hair';
import type { SeedProduct } from './types';

export const products: SeedProduct[] = [
  ...cleanseProducts,
  ...serumProducts,
  ...moisturizeProducts,
  ...faceCareProducts,
  ...bodyProducts,
  ...hairProducts,
  ...clinicProducts,
];
