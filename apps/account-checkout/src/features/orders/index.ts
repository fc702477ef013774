export { OrderHistoryTab } from './order-history-tab';
