/** The orders module's SQL (docs/decisions/011-repositories.md): every function takes `db: DbOrTx` first. */
export * from './delivered-orders';
export * from './members';
export * from './order-lines';
export * from './order-lookup';
export * from './orders';
export * from './status-history';
