export { paymentRoutes } from './routes';
export type { PaymentRow, PaymentSettlementHandler, PaymentsService } from './service';
export { paymentChannel, PAYMENT_CHANNELS, type PaymentChannel, type PaymentFamily } from './methods';
export {
  PaymentProviderError,
  type CreatePaymentRequest,
  type LatePaymentEvent,
  type PaymentProvider,
  type PaymentSettledEvent,
} from './types';
