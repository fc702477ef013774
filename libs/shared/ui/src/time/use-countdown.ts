import { useEffect, useState } from 'react';
import { remainingMs } from '@rona/rules';

/** Milliseconds left until `expiresAt`, ticking every second; 0 once past or without a date (OTP, payment countdowns). */
export function useCountdown(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [expiresAt]);
  if (!expiresAt) return 0;
  const left = remainingMs(expiresAt, new Date(now));
  return Number.isFinite(left) && left > 0 ? left : 0;
}
