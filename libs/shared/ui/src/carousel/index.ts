export { SlideCarousel } from './slide-carousel';
export { ScrollRow } from './scroll-row';
export { usePrefersReducedMotion } from './use-reduced-motion';
