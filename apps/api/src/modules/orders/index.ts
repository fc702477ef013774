export { orderRoutes } from './routes';
export { expireOverdueOrders, settlementHandler } from './settlement';
export { moveOrder, lockOrder, type OrderRow } from './transitions';
