export { Pagination } from './pagination';
export { useListTopOnPaging } from './use-list-top-on-paging';
