import { useState } from 'react';
import { ApiError, isLoggedIn, readCheckoutId } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import { ErrorState, useDocumentTitle } from '@rona/ui';
import { AddressCard } from './address-card';
import { CheckoutUnavailable } from './checkout-unavailable';
import { CheckoutSkeleton } from './checkout-skeleton';
import { PaymentPanel } from './payment-panel';
import { ProductList } from './product-list';
import { ShippingCard } from './shipping-card';
import { useCheckout, type CheckoutParts } from './use-checkout';
import classes from './checkout.module.css';

const t = translator(checkoutMessages);

/** /checkout (spec 2 §2): address, shipping, products, then the payment panel with Bayar. */
export function CheckoutPage() {
  useDocumentTitle(t('checkout.title'));
  // Read once: Bayar removes the id and the page must not flip to "missing" on its way out.
  const [checkoutId] = useState(readCheckoutId);
  const [member] = useState(isLoggedIn);
  if (!checkoutId) return <CheckoutUnavailable title={t('checkout.missing')} hint={t('checkout.missingHint')} />;
  return <CheckoutView checkoutId={checkoutId} member={member} />;
}

function CheckoutView({ checkoutId, member }: { checkoutId: string; member: boolean }) {
  const { query, change, reload } = useCheckout(checkoutId, member);
  if (query.isPending) return <CheckoutSkeleton />;
  // A server failure or a lost connection is not an expired checkout: say so and offer 'Coba Lagi'.
  if (
    query.isError &&
    !(query.error instanceof ApiError && query.error.httpStatus > 0 && query.error.httpStatus < 500)
  ) {
    return <ErrorState title={t('error.pageLoad')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isError) {
    const message =
      query.error instanceof ApiError && query.error.message ? query.error.message : t('checkout.missing');
    return <CheckoutUnavailable title={message} hint={t('checkout.expiredHint')} />;
  }
  const parts: CheckoutParts = {
    checkout: query.data,
    member,
    saving: change.isPending,
    change: (next) => change.mutateAsync(next),
    reload,
  };
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('checkout.title')}</h1>
      <div className={classes.column}>
        <AddressCard {...parts} />
        <ShippingCard {...parts} />
        <ProductList products={query.data.products} />
      </div>
      <PaymentPanel {...parts} />
    </div>
  );
}
