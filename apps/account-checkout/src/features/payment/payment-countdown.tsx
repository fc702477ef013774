import { useEffect } from 'react';
import { translator } from '@rona/i18n';
import { paymentMessages } from '@rona/i18n/areas/payment';
import { formatCountdownLong, formatCountdownShort, isCountdownOver } from '@rona/rules';
import { useCountdown } from '@rona/ui';
import classes from './payment.module.css';

const t = translator(paymentMessages);

const HOUR_MS = 3_600_000;

/** 'hh mm ss' while an hour or more is left, then 'mm:ss'; 'Payment Expired' at the end, when `onEnd` asks the server again. */
export function PaymentCountdown({ expiresAt, onEnd }: { expiresAt: string; onEnd: () => void }) {
  const left = useCountdown(expiresAt);
  const over = isCountdownOver(left);
  useEffect(() => {
    if (over) onEnd();
  }, [over, onEnd]);
  return (
    <div className={classes.countdown}>
      <span className={classes.muted}>{t('payment.timeLeft')}</span>
      <strong
        role="timer"
        aria-live="off"
        data-testid="payment-countdown"
        className={over ? classes.expired : classes.timer}
      >
        {left >= HOUR_MS ? formatCountdownLong(left) : formatCountdownShort(left)}
      </strong>
    </div>
  );
}
