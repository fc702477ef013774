export * from './ownership';
export * from './redirect-target';
export * from './paths';
