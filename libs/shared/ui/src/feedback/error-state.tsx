import { errorMessages } from '@rona/api-client';
import { t } from '@rona/i18n';
import { actionButtonClass, EmptyState } from './empty-state';

interface ErrorStateProps {
  /** What failed to load, e.g. 'Gagal memuat produk'; 'Gagal memuat data' by default. */
  title?: string;
  /** The failure: its message (the server's, or the Indonesian network message) is the hint. */
  error?: unknown;
  /** Loads again ('Coba Lagi'). */
  onRetry: () => void;
  level?: 2 | 3;
}

/**
 * A list or page whose data failed to load: never its empty state (issue 12), but what failed, why,
 * and 'Coba Lagi'. Announced to screen readers.
 */
export function ErrorState({ title, error, onRetry, level }: ErrorStateProps) {
  const hint = error === undefined ? t('error.reload') : errorMessages(error)[0];
  return (
    <div role="alert">
      <EmptyState
        title={title ?? t('error.loadFailed')}
        hint={hint}
        level={level}
        action={
          <button type="button" className={actionButtonClass} onClick={onRetry}>
            {t('error.retry')}
          </button>
        }
      />
    </div>
  );
}
