import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@rona/routes';
import {
  listingSearch,
  readListingFilters,
  withFilters,
  withPage,
  type FilterPatch,
  type ListingFilters,
} from './listing-filters';

/**
 * The listing's filters, read from and written to the URL. Every change is a new history entry, so
 * the back button walks back through filters and pages.
 */
export function useListingFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readListingFilters(params), [params]);

  const go = useCallback(
    (next: ListingFilters, replace = false) => {
      void navigate(`${paths.products()}${listingSearch(next)}`, { replace });
    },
    [navigate],
  );

  return {
    filters,
    setFilters: useCallback((patch: FilterPatch) => go(withFilters(filters, patch)), [filters, go]),
    setPage: useCallback((page: number) => go(withPage(filters, page)), [filters, go]),
    /** Replaces a page past the end in history, so back does not return to the empty page. */
    goToLastPage: useCallback((last: number) => go(withPage(filters, last), true), [filters, go]),
    clear: useCallback(() => go({ page: 1 }), [go]),
  };
}
