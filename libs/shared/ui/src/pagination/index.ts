export { Pagination } from './pagination';
