export type {
  CourierEvent,
  ShippingArea,
  ShippingCourier,
  ShippingProvider,
  ShippingQuoteRequest,
  TrackingContext,
} from './provider';
export { ShippingUnavailable } from './provider';
