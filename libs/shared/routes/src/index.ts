export * from './ownership';
export * from './redirect-target';
export * from './body-limits';
export * from './paths';
