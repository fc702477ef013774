import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQuery, shippingMethodsQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { actionButtonClass } from '../feedback/empty-state';
import classes from './payment-shipping.module.css';

const t = translator(homeMessages);

/** Logos are generated at 240×120. */
const LOGO = { width: 240, height: 120 };

function LogoList({
  items,
  isError,
  onRetry,
}: {
  items: { name: string; image: string }[] | undefined;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isError) {
    return (
      <p className={classes.note} role="alert">
        {t('home.loadError')}{' '}
        <button type="button" className={actionButtonClass} onClick={onRetry}>
          {t('error.retry')}
        </button>
      </p>
    );
  }
  return (
    <ul className={classes.logos}>
      {items
        ? items.map((item) => (
            <li key={item.name}>
              <img
                src={item.image}
                alt={item.name}
                width={LOGO.width}
                height={LOGO.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))
        : Array.from({ length: 8 }, (_, i) => <li key={i} className={classes.bone} aria-hidden="true" />)}
    </ul>
  );
}

/** Payment methods and couriers (home, about): 'Metode Pembayaran' and 'Jasa Pengiriman'. */
export function PaymentShippingList() {
  const payments = useQuery(paymentMethodsQuery());
  const couriers = useQuery(shippingMethodsQuery());
  return (
    <div className={classes.wrap}>
      <section aria-labelledby="payment-methods-title">
        <h2 id="payment-methods-title" className={classes.title}>
          {t('home.paymentTitle')}
        </h2>
        <LogoList
          items={payments.data?.map((p) => ({ name: p.name, image: p.photo }))}
          isError={payments.isError && !payments.data}
          onRetry={() => void payments.refetch()}
        />
      </section>
      <section aria-labelledby="shipping-methods-title">
        <h2 id="shipping-methods-title" className={classes.title}>
          {t('home.shippingTitle')}
        </h2>
        <LogoList
          items={couriers.data?.map((c) => ({ name: c.expeditionName, image: c.image }))}
          isError={couriers.isError && !couriers.data}
          onRetry={() => void couriers.refetch()}
        />
      </section>
    </div>
  );
}
