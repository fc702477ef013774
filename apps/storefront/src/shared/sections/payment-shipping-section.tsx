import { PaymentShippingList } from '@rona/ui/sections';

/** The payment and shipping logos as this page's own lazy chunk. */
export default function PaymentShippingSection() {
  return <PaymentShippingList />;
}
