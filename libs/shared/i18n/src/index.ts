export { BRAND_NAME } from './messages/id/brand';
export { id as messagesId } from './messages/id';
export { en as messagesEn } from './messages/en';
export * from './t';
