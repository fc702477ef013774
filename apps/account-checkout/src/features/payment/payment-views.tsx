import { useEffect } from 'react';
import { Button } from '@mantine/core';
import type { PaymentData } from '@rona/domain';
import { translator } from '@rona/i18n';
import { paymentMessages } from '@rona/i18n/areas/payment';
import { formatShopDateTime, paymentViewKind } from '@rona/rules';
import { CopyField } from './copy-field';
import { openExternal } from './external-redirect';
import { usePaymentMethodName } from '../../shared/payment-method/method-name';
import { PaymentCountdown } from './payment-countdown';
import classes from './payment.module.css';

const t = translator(paymentMessages);

interface ViewProps {
  data: PaymentData;
  /** The countdown reached 0: ask the server (its expiry job ends the order). */
  onExpired: () => void;
}

/** The bank or store of a method code: 'VIRTUAL_ACCOUNT_BCA' → 'BCA'. */
export function channelName(methode: string, family: string): string {
  return methode.toUpperCase().replace(family, '').replace(/_+/g, ' ').trim() || methode;
}

/** The view of the method's family (spec 2 §2): chosen by the code the method contains. */
export function PaymentView(props: ViewProps) {
  switch (paymentViewKind(props.data.methode)) {
    case 'VIRTUAL_ACCOUNT':
      return <VirtualAccountView {...props} />;
    case 'ONLINE_TO_OFFLINE':
      return <StoreCodeView {...props} />;
    case 'CREDIT_CARD':
      return <CreditCardView {...props} />;
    case 'EMONEY_SHOPEE_PAY':
      return <ShopeePayView {...props} />;
    default:
      return <p className={classes.muted}>{t('payment.unknownMethod')}</p>;
  }
}

function Deadline({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  return (
    <>
      <PaymentCountdown expiresAt={expiresAt} onEnd={onExpired} />
      <p className={classes.muted}>{t('payment.deadline', { date: formatShopDateTime(expiresAt) })}</p>
    </>
  );
}

function Channel({ data, family }: { data: PaymentData; family: string }) {
  const name = usePaymentMethodName(data.methode, (m) => channelName(m, family)) ?? data.methode;
  return (
    <div className={classes.channel}>
      {data.image && <img src={data.image} alt={name} height={28} loading="lazy" />}
      <span data-testid="payment-channel">{name}</span>
    </div>
  );
}

function VirtualAccountView({ data, onExpired }: ViewProps) {
  const va = data.detail.virtual_account_info;
  return (
    <div className={classes.view} data-view="VIRTUAL_ACCOUNT">
      <span className={classes.muted}>{t('payment.bank')}</span>
      <Channel data={data} family="VIRTUAL_ACCOUNT" />
      {va && (
        <>
          <CopyField label={t('payment.vaNumber')} value={va.virtual_account_number} testId="payment-va-number" />
          <Deadline expiresAt={va.expired_date} onExpired={onExpired} />
        </>
      )}
      <SandboxLink data={data} />
    </div>
  );
}

function StoreCodeView({ data, onExpired }: ViewProps) {
  const store = data.detail.online_to_offline_info;
  return (
    <div className={classes.view} data-view="ONLINE_TO_OFFLINE">
      <Channel data={data} family="ONLINE_TO_OFFLINE" />
      {store && (
        <>
          <CopyField label={t('payment.storeCode')} value={store.payment_code} testId="payment-store-code" />
          <Deadline expiresAt={store.expired_date} onExpired={onExpired} />
        </>
      )}
      <SandboxLink data={data} />
    </div>
  );
}

/** Test environments only: the built-in provider's page where a tester pays a number or code. */
function SandboxLink({ data }: { data: PaymentData }) {
  const url = data.detail.sandbox_payment_page?.url;
  if (!url) return null;
  return (
    <div className={classes.sandbox} data-testid="payment-sandbox">
      <p className={classes.muted}>{t('payment.sandbox.note')}</p>
      <Button component="a" href={url} target="_blank" rel="noopener" variant="light" fullWidth>
        {t('payment.sandbox.open')}
      </Button>
    </div>
  );
}

function CreditCardView({ data, onExpired }: ViewProps) {
  const page = data.detail.credit_card_payment_page;
  return (
    <div className={classes.view} data-view="CREDIT_CARD">
      <p>{t('payment.creditCard.hint')}</p>
      {page?.expired_date && <Deadline expiresAt={page.expired_date} onExpired={onExpired} />}
      {page?.url && (
        <Button component="a" href={page.url} target="_blank" rel="noopener" fullWidth>
          {t('payment.creditCard.open')}
        </Button>
      )}
    </div>
  );
}

/** ShopeePay is paid in the provider's page: the browser goes there at once, the link stays for a blocked redirect. */
function ShopeePayView({ data }: ViewProps) {
  const url = data.detail.shopeepay_payment?.redirect_url_http;
  useEffect(() => {
    if (url) openExternal(url);
  }, [url]);
  return (
    <div className={classes.view} data-view="EMONEY_SHOPEE_PAY">
      <p>{t('payment.shopeePay.hint')}</p>
      {url && (
        <Button component="a" href={url} fullWidth>
          {t('payment.shopeePay.open')}
        </Button>
      )}
    </div>
  );
}
