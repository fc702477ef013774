/**
 * @rona/rules — the shop's pure rules, shared by the API and the front ends: money and discount
 * text, final prices, stock labels, cart and voucher rules, order statuses and tabs, masking,
 * countdowns, phone numbers. No React, no Mantine, no HTTP. See README.md for the decisions.
 */
export * from './money';
export * from './discount';
export * from './stock';
export * from './text';
export * from './quantity';
export * from './cart';
export * from './voucher';
export * from './order-status';
export * from './refund';
export * from './invoice';
export * from './order-tabs';
export * from './order-machine';
export * from './payment';
export * from './checkout';
export * from './countdown';
export * from './masking';
export * from './phone';
export * from './review';
export * from './pagination';
export * from './promo';
export * from './points';
export * from './ship-by';
export { SHOP_TIME_OFFSET, SHOP_TIME_ZONE, shopTime, formatShopDate, formatShopDateTime, shopDayKey } from './dates';
export * from './pick-list';
