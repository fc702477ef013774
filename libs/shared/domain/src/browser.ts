/**
 * What browser code may import at run time from the domain: constants, the endpoint table and
 * path building — none of it pulls in zod. Types come from '@rona/domain' with `import type`.
 */
export * from './constants';
export * from './ids';
export { endpoints } from './endpoints.generated';
export { buildPath } from './contract/define';
export * from './linkpage-rules';
export * from './staff-permissions';
export * from './dashboard-parts';
export * from './stock-ledger';
export * from './product-csv';
