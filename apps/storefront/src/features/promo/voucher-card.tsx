import { lazy, Suspense, useState } from 'react';
import type { PromoDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { CheckIcon, CopyIcon, TicketIcon } from './promo-icons';
import { useCopyCode } from './use-copy-code';
import classes from './promo.module.css';

const t = translator(promoMessages);

type PromoVoucher = PromoDetail['vouchers'][number];

// Mantine's modal is fetched the first time someone opens the terms.
const VoucherTermsModal = lazy(() => import('./voucher-terms-modal'));

function CopyButton({ code }: { code: string }) {
  const { copied, copy } = useCopyCode(code);
  return (
    <button
      type="button"
      className={classes.copyButton}
      onClick={() => void copy()}
      aria-label={copied ? t('promo.copied') : t('promo.copyLabel', { code })}
      data-copied={copied || undefined}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-hidden="true">{copied ? t('promo.copied') : t('promo.copy')}</span>
    </button>
  );
}

/** A voucher of the promo: name, redeem code with 'Salin', and its terms in a modal (spec 1 §2). */
export function VoucherCard({ voucher }: { voucher: PromoVoucher }) {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <li className={classes.voucher}>
      <span className={classes.voucherIcon} data-category={voucher.category}>
        <TicketIcon size={26} />
      </span>
      <div className={classes.voucherBody}>
        <p className={classes.voucherCategory}>{t(`promo.category.${voucher.category}`)}</p>
        <h3 className={classes.voucherName}>{voucher.name}</h3>
        {voucher.redeem_code ? (
          <div className={classes.codeRow}>
            <span className={classes.codeLabel}>{t('promo.redeemCode')}</span>
            <code className={classes.code}>{voucher.redeem_code}</code>
            <CopyButton code={voucher.redeem_code} />
          </div>
        ) : (
          <p className={classes.codeLabel}>{t('promo.noRedeemCode')}</p>
        )}
        <button type="button" className={classes.termsButton} onClick={() => setTermsOpen(true)} aria-haspopup="dialog">
          {t('promo.readTerms')}
        </button>
      </div>
      {termsOpen && (
        <Suspense fallback={null}>
          <VoucherTermsModal voucher={voucher} onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </li>
  );
}
