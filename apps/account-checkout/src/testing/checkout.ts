import type { Checkout, PaymentServiceCategory, ShippingService } from '@rona/domain';
import { anAddress } from './members';

/** Test data: checkouts, couriers, payment methods (never imported by the app). */

export const aCheckout = (overrides: Partial<Checkout> = {}): Checkout => ({
  id: 'c1',
  products: [
    {
      id: 'v1',
      name: 'Serum Niacinamide',
      url: 'rona/serum',
      image: '/media/serum.jpg',
      size: '30 ml',
      status: true,
      isSelected: true,
      dimension: { length: 5, width: 5, height: 10 },
      marketplace: [],
      weight: 100,
      warehouse: { quantity: 2, stock: 10, price: 100_000, fixedPrice: 100_000, discount: null, invalid: false },
    },
  ],
  vouchers: [],
  customer: { address: anAddress(), point: 5_000 },
  guest: false,
  shipping: null,
  payment: null,
  usingPoint: false,
  disableUsingPoint: false,
  summary: {
    totalItems: 2,
    itemsTotal: 200_000,
    totalPrice: 200_000,
    discountTotal: 0,
    discountShipping: 0,
    shippingAmount: 0,
    serviceFee: 1_000,
    serviceInsurance: 0,
    totalPointUsed: 0,
    point: 2_000,
    grandTotal: 201_000,
    weightTotal: 200,
  },
  ...overrides,
});

export const aShipping = (
  overrides: Partial<NonNullable<Checkout['shipping']>> = {},
): NonNullable<Checkout['shipping']> => ({
  id: 'jne:REG',
  group: 'regular',
  price: 10_000,
  shippingAgency: 'JNE',
  serviceType: 'REG',
  serviceName: 'Reguler',
  serviceEst: '1-2',
  insurance: false,
  forceInsurance: false,
  insuranceAmount: 2_500,
  insurance_add_cost: 500,
  insurance_fee: 1,
  ...overrides,
});

export const services: ShippingService[] = [
  {
    id: 'jne:REG',
    group: 'regular',
    cost: 10_000,
    service: 'JNE',
    service_type: 'REG',
    service_name: 'Reguler',
    etd: '1-2',
    insurance: false,
    setting: { insurance_add_cost: 500, insurance_fee: 1 },
  },
  {
    id: 'gosend:SAMEDAY',
    group: 'sameday',
    cost: 25_000,
    service: 'GoSend',
    service_type: 'SAMEDAY',
    service_name: 'Same Day',
    etd: '0',
    insurance: true,
    setting: { insurance_add_cost: 0, insurance_fee: 0.5 },
  },
];

export const paymentCategories: PaymentServiceCategory[] = [
  {
    category: 'Virtual Account',
    methods: [
      { code: 'VIRTUAL_ACCOUNT_BCA', name: 'BCA Virtual Account', photo: '/media/bca.png', method: 'VIRTUAL_ACCOUNT' },
    ],
  },
  {
    category: 'E-Wallet',
    methods: [
      { code: 'EMONEY_SHOPEE_PAY', name: 'ShopeePay', photo: '/media/shopeepay.png', method: 'EMONEY_SHOPEE_PAY' },
    ],
  },
];
