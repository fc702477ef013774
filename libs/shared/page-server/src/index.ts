export * from './runtime-config';
export * from './security-headers';
export * from './serve-pages';
export * from './static-files';
export * from './site-url';
export * from './page-cache';
export * from './page-metrics';
export * from './request-context';
