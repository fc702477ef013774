import { useEffect, useState } from 'react';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { notifyError, notifySuccess } from '@rona/ui';

const t = translator(promoMessages);

/** How long the 'Salin' button shows 'Tersalin' after a copy. */
export const COPIED_FEEDBACK_MS = 2000;

/** Copies a redeem code to the clipboard; `copied` is true for a moment afterwards. */
export function useCopyCode(code: string) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(code);
      setCopied(true);
      notifySuccess(t('promo.copiedToast', { code }));
    } catch {
      // Insecure origins and denied permissions: say so, the code stays visible to copy by hand.
      notifyError(new Error(t('promo.copyFailed')));
    }
  };

  return { copied, copy };
}
