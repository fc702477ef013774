import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, clearOtpRecord, readOtpRecord, saveOtpRecord } from '@rona/api-client';
import { remainingMs } from '@rona/rules';

const isLive = (expired: string | null | undefined): expired is string => !!expired && remainingMs(expired) > 0;

/**
 * When the current code expires (spec 3 §4): taken from the saved 'otp' record of this phone, or
 * the link's `expired`; a code is requested on load only when neither is still valid, and again by
 * `resend`, which first clears the record.
 */
export function useOtpExpiry(phone: string, fromLink: { expired?: string; email?: string }) {
  const queryClient = useQueryClient();
  const request = useMutation(apiMutation('requestOtp', queryClient));
  const [expiresAt, setExpiresAt] = useState<string | null>(() => {
    const saved = readOtpRecord();
    if (saved?.phone === phone && isLive(saved.expired)) return saved.expired;
    return isLive(fromLink.expired) ? fromLink.expired : null;
  });
  const email = readOtpRecord()?.email || fromLink.email || '';

  const send = () => {
    request.mutate(
      { body: { phone } },
      {
        onSuccess: ({ expired }) => {
          saveOtpRecord({ phone, expired, email });
          setExpiresAt(expired);
        },
      },
    );
  };

  const requested = useRef(false);
  useEffect(() => {
    if (!phone || expiresAt || requested.current) return;
    requested.current = true;
    send();
    // Only on arrival; later requests are the visitor's (resend).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const resend = () => {
    clearOtpRecord();
    send();
  };
  return { expiresAt, resend, sending: request.isPending };
}
