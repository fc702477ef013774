import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoriesQuery, productListQuery } from '@rona/api-client';
import type { CategoryItem } from '@rona/domain';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { actionButtonClass, EmptyState, useDocumentTitle } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { FilterBar } from './filter-bar';
import { hasActiveFilters, listingApiQuery, type ListingFilters } from './listing-filters';
import { ProductGrid } from './product-grid';
import { useListingFilters } from './use-listing-filters';
import classes from './product-list.module.css';

const t = translator(catalogueMessages);

/** /products (spec 1 §2 Product listing): filters and page in the URL, 15 per page. */
export function ProductListPage() {
  useDocumentTitle(t('catalogue.title'));
  const { filters, setFilters, setPage, goToLastPage, clear } = useListingFilters();
  const products = useQuery({ ...productListQuery(listingApiQuery(filters)), placeholderData: keepPreviousData });
  const datas = products.data?.datas ?? [];
  const page = products.data?.page;
  const totalPages = products.isPlaceholderData ? 0 : (page?.totalPage ?? 0);
  // A page past the end (an old link, a shrunk result) goes to the last page, as the blog does.
  const pastTheEnd = totalPages > 0 && filters.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) goToLastPage(totalPages);
  }, [pastTheEnd, totalPages, goToLastPage]);

  const listTop = useListTopOnPaging<HTMLDivElement>(filters.page);
  const categories = useQuery(categoriesQuery());

  let body;
  if (products.isError && !products.data) {
    body = (
      <EmptyState
        title={t('product.loadError')}
        hint={t('error.reload')}
        action={
          <button type="button" className={actionButtonClass} onClick={() => void products.refetch()}>
            {t('error.retry')}
          </button>
        }
      />
    );
  } else if (!products.isPending && !pastTheEnd && datas.length === 0) {
    body = (
      <EmptyState
        title={t('catalogue.empty')}
        hint={t('catalogue.emptyHint')}
        action={
          hasActiveFilters(filters) ? (
            <button type="button" className={actionButtonClass} onClick={clear}>
              {t('catalogue.clearFilters')}
            </button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <ProductGrid products={datas} loading={products.isPending || pastTheEnd} stale={products.isPlaceholderData} />
        {page && <Pagination page={filters.page} totalPages={page.totalPage} onChange={setPage} />}
      </>
    );
  }

  return (
    <div className={classes.container} ref={listTop}>
      <div className={classes.head}>
        <h1 className={classes.title}>{listingHeading(filters, categories.data ?? [])}</h1>
        {page && !products.isPlaceholderData && (
          <p className={classes.count} aria-live="polite">
            {t('catalogue.resultCount', { count: page.totalData })}
          </p>
        )}
      </div>
      <FilterBar filters={filters} onChange={setFilters} onClear={clear} />
      {body}
    </div>
  );
}

/** What was searched, else the chosen product type or category by name, else 'Semua Produk'. */
function listingHeading(filters: ListingFilters, categories: CategoryItem[]) {
  if (filters.search) return t('catalogue.searchHeading', { search: filters.search });
  const chosen = filters.subcategory ?? filters.category;
  const name = chosen && categories.find((c) => c._id === chosen)?.name;
  return name || t('catalogue.heading');
}
