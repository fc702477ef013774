export * from './config';
export * from './session';
export * from './errors';
export * from './client';
export * from './queries';
export * from './catalogue';
