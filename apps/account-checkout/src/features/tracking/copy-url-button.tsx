import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { translator } from '@rona/i18n';
import { ordersMessages } from '@rona/i18n/areas/orders';
import { notifyInfo, notifySuccess } from '@rona/ui';

const t = translator(ordersMessages);

const COPIED_MS = 2000;

/** Copies this page's address; the button says so for a moment and a toast confirms it. */
export function CopyUrlButton() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      notifySuccess(t('tracking.copied'));
    } catch {
      // No clipboard (old browser, denied permission): the address bar still has it.
      notifyInfo(t('tracking.copyFailed'));
    }
  };

  return (
    <Button
      variant={copied ? 'filled' : 'light'}
      color={copied ? 'green' : undefined}
      onClick={() => void copy()}
      aria-live="polite"
    >
      {copied ? t('tracking.copied') : t('tracking.copy')}
    </Button>
  );
}
