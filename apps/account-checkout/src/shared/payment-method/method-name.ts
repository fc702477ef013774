import { useQuery } from '@tanstack/react-query';
import { paymentServicesQuery } from '@rona/api-client';

/** The code made readable while the payment service's list is not in: 'ONLINE_TO_OFFLINE_ALFA' → 'ONLINE TO OFFLINE ALFA'. */
export function methodCodeText(methode: string): string {
  return methode.replace(/_+/g, ' ').trim();
}

/**
 * A payment method's name as the payment service lists it ('BCA Virtual Account', 'Alfamart'),
 * for the invoice, order detail, unpaid tab and payment pages; `fallback` until the list is in.
 */
export function usePaymentMethodName(
  methode: string | null | undefined,
  fallback: (methode: string) => string = methodCodeText,
): string | null {
  const services = useQuery({ ...paymentServicesQuery(), enabled: Boolean(methode) });
  if (!methode) return null;
  const listed = services.data?.flatMap((c) => c.methods).find((m) => m.code.toUpperCase() === methode.toUpperCase());
  return listed?.name ?? fallback(methode);
}
