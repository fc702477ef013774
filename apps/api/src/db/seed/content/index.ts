/** Everything the seed inserts, as pure data typed by ./types. */
export * from './types';
export { categories } from './categories';
export { products } from './products';
export { reviews } from './reviews';
export { articles } from './articles';
export { promos } from './promos';
export { paymentMethods, couriers, banks } from './payments';
export { skinQuestions } from './skin-questions';
export { defaultBanners, certificates } from './banners';
export { PALETTE } from './palette';
