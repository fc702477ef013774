import { brand } from './messages/id/brand';
import { layout } from './messages/id/layout';
import { pricing } from './messages/id/pricing';
import { addMessages } from './t';

// The core areas every app shows on its first screen (header, footer, prices, stock labels).
addMessages({ ...brand, ...layout, ...pricing });

export { BRAND_NAME } from './messages/id/brand';
export { en as messagesEn } from './messages/en';
export * from './t';
export { fieldLabel, loadFieldLabels, messageWithField } from './field-labels';
