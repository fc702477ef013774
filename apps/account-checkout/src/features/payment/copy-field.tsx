import { Button, CopyButton } from '@mantine/core';
import { translator } from '@rona/i18n';
import { paymentMessages } from '@rona/i18n/areas/payment';
import classes from './payment.module.css';

const t = translator(paymentMessages);

/** A number or code the buyer types elsewhere, with 'Salin'. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={classes.copyField}>
      <span className={classes.muted}>{label}</span>
      <div className={classes.spread}>
        <strong className={classes.code} data-testid={testId}>
          {value}
        </strong>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} aria-label={t('payment.copyLabel', { label })}>
              {copied ? t('payment.copied') : t('payment.copy')}
            </Button>
          )}
        </CopyButton>
      </div>
    </div>
  );
}
