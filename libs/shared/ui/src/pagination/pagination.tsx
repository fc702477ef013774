import { t } from '@rona/i18n';
import { pageWindow } from '@rona/rules';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import classes from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, a window of 3 page buttons around the current page (spec 1 §9), next. Hidden for one page. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav className={classes.pagination} aria-label={t('pagination.label')}>
      <ul className={classes.list}>
        <li>
          <button
            type="button"
            className={classes.button}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeftIcon size={18} />
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={classes.button}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={() => n !== page && onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={classes.button}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
            aria-label={t('pagination.next')}
          >
            <ChevronRightIcon size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
