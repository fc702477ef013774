/**
 * The endpoint table (method, path, auth of every endpoint: ~2.6 KB gzipped) on its own, for the API
 * client to load with its first call instead of with every page (`import('@rona/domain/browser-endpoints')`).
 */
export { endpoints } from './endpoints.generated';
