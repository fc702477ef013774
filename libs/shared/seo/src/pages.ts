/** Every page's head builder; each lives in its own module (see build.ts). */
export { DESCRIPTION_MAX, pageTitle } from './build';
export { homeHead } from './pages/home';
export { productHead, productListHead } from './pages/catalogue';
export { articleHead, blogHead } from './pages/blog';
export { promoHead, promoListHead } from './pages/promo';
export { aboutHead } from './pages/about';
export { legalHead } from './pages/legal';
export { notFoundHead, privatePageHead } from './pages/not-found';
