import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, clearLinkToolToken } from '@rona/api-client';
import { notifyError } from '@rona/ui';

/**
 * Studio failures are shown (the original only logged them); an expired
 * session also drops the token and goes back to /link-login.
 */
export function useStudioError() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      notifyError(error);
      if (error instanceof ApiError && error.httpStatus === 401) {
        clearLinkToolToken();
        navigate('/link-login', { replace: true });
      }
    },
    [navigate],
  );
}
