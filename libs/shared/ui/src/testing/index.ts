/** `@rona/ui/testing`: render with the real providers and a fake API, plus data builders. */
export * from './render';
export * from './builders';
export * from './server-render';
