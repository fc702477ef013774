import { Button, CopyButton } from '@mantine/core';
import { t } from '@rona/i18n';
import classes from './payment.module.css';
import '@rona/i18n/areas/payment';

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
