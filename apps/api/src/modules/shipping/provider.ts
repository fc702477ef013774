import type { ShippingService } from '@rona/domain';

/** A place by its government (Kepmendagri) codes: province 31, city 31.74, district 31.74.01. */
export interface ShippingArea {
  provinceId: string;
  cityId: string;
  districtId: string;
}

export interface ShippingQuoteRequest {
  destination: ShippingArea;
  /** Total weight in grams. */
  weight: number;
  /** Value of the goods in Rupiah (insurance is priced on it). */
  itemValue: number;
}

/** A courier the shop works with (the seeded `couriers` table). */
export interface ShippingCourier {
  code: string;
  name: string;
}

/** One scan of a parcel as the courier reports it (issue 16: the tracking timeline). */
export interface CourierEvent {
  at: Date;
  /** The parcel's state: picked up, moving, out for delivery, delivered or returned. */
  state: 'PICKED_UP' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'RETURNED';
  /** The courier's words, Indonesian where we write them (the sandbox), as sent otherwise. */
  description: string;
  driver: string | null;
  receiver: string | null;
  images: string[];
}

/** What a sandbox timeline needs besides the waybill: when the parcel left and where it goes. */
export interface TrackingContext {
  shippedAt: Date;
  destinationCity?: string;
  recipientName?: string;
}

/**
 * Where courier prices come from. The checkout asks it on every read with a chosen service, so a
 * price is never taken from the client. Quote ids must be stable for the same destination and weight.
 * `track` answers the courier's scans of a waybill (oldest first); it throws ShippingUnavailable
 * when the courier cannot be asked.
 */
export interface ShippingProvider {
  readonly name: string;
  price(request: ShippingQuoteRequest, couriers: readonly ShippingCourier[]): Promise<ShippingService[]>;
  track(waybill: string, courier: string, context: TrackingContext): Promise<CourierEvent[]>;
}

/** The provider could not answer (network, credentials, unknown district): the API answers 502/400, never 500. */
export class ShippingUnavailable extends Error {
  constructor(
    message: string,
    public readonly reason: 'provider' | 'district' = 'provider',
  ) {
    super(message);
    this.name = 'ShippingUnavailable';
  }
}
