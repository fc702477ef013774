export { orderRoutes } from './routes';
export { expireOverdueOrders, settlementHandler } from './settlement';
export { moveOrder, lockOrder, type MoveBy, type OrderRow } from './transitions';
