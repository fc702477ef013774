export { PaymentShippingList } from './payment-shipping-list';
