export * from './ownership';
export * from './paths';
