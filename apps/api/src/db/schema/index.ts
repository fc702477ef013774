export * from './accounts';
export * from './catalogue';
export * from './content';
