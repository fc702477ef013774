import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { WishlistItem } from '@rona/domain';
import { PAGE_SIZES } from '@rona/domain/browser';
import { getApiClient, wishlistListQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { wishlistMessages } from '@rona/i18n/areas/wishlist';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink, EmptyState, ErrorState, HeartIcon, notifySuccess } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { ProductCard, ProductCardSkeleton, refreshAfterWishlistChange } from '@rona/ui/product';
import { FALLBACK_PRODUCT_IMAGE } from './fallback-image';
import { RemoveDialog } from './remove-dialog';
import { wishlistFiltersOf, wishlistParams, type WishlistFilters } from './wishlist-filters';
import { WishlistToolbar } from './wishlist-toolbar';
import classes from './wishlist.module.css';

const t = translator(homeMessages, wishlistMessages);

const SKELETON_CARDS = 6;

/**
 * The koleksi tab of the activity hub (/user/activity?action=wishlist, spec 1 §2): count, search,
 * sort, the product cards with a remove button (asked first), paging and the empty state.
 */
export function WishlistTab() {
  const [params, setParams] = useSearchParams();
  const filters = wishlistFiltersOf(params);
  const queryClient = useQueryClient();
  const list = useQuery({
    ...wishlistListQuery({
      search: filters.search,
      sortBy: filters.sortBy,
      page: filters.page,
      limit: PAGE_SIZES.productGrid,
    }),
    placeholderData: keepPreviousData,
  });
  const [asking, setAsking] = useState<WishlistItem | null>(null);
  const listTop = useListTopOnPaging<HTMLElement>(filters.page);
  const remove = useMutation({
    mutationFn: (product: WishlistItem) => getApiClient().call('wishlistRemove', { params: { id: product.productId } }),
    onSuccess: async (change) => {
      notifySuccess(t('productToast.wishlistRemoved'));
      setAsking(null);
      await refreshAfterWishlistChange(queryClient, change);
    },
  });
  // A new search or sort starts at page 1; typing replaces the history entry instead of adding one per pause.
  const go = (next: Partial<WishlistFilters>, replace = false) =>
    setParams(wishlistParams({ ...filters, page: 1, ...next }), { replace });

  // Removing the last card of the last page leaves that page empty: show the page before it.
  const lastPage = list.data?.page.totalPage ?? 0;
  const beyondEnd = !list.isPlaceholderData && list.data !== undefined && filters.page > Math.max(1, lastPage);
  useEffect(() => {
    if (beyondEnd) setParams(wishlistParams({ ...filters, page: Math.max(1, lastPage) }), { replace: true });
  }, [beyondEnd, lastPage, filters, setParams]);

  const empty = list.data?.page.totalData === 0;
  return (
    <section className={classes.tab} aria-labelledby="wishlist-title" ref={listTop}>
      <div className={classes.head}>
        <h2 id="wishlist-title" className={classes.title}>
          {t('wishlist.title')}
          {list.data && (
            <span className={classes.count} data-testid="wishlist-count">
              {' '}
              ({t('wishlist.count', { count: list.data.page.totalData })})
            </span>
          )}
        </h2>
      </div>
      {(!empty || filters.search) && (
        <WishlistToolbar
          search={filters.search}
          sortBy={filters.sortBy}
          onSearch={(search) => go({ search }, true)}
          onSort={(sortBy) => go({ sortBy })}
        />
      )}
      {list.isPending ? (
        <ul className={classes.grid} aria-label={t('loading')} aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <ErrorState title={t('error.pageLoad')} error={list.error} onRetry={() => void list.refetch()} level={3} />
      ) : list.data.datas.length === 0 ? (
        filters.search ? (
          <EmptyState title={t('wishlist.noMatch')} hint={t('wishlist.noMatchHint')} level={3} />
        ) : (
          <EmptyState
            title={t('wishlist.empty')}
            hint={t('wishlist.emptyHint')}
            icon={<HeartIcon size={40} />}
            level={3}
            action={
              <AppLink className={actionButtonClass} to={paths.products()}>
                {t('wishlist.explore')}
              </AppLink>
            }
          />
        )
      ) : (
        <ul
          className={`${classes.grid} ${list.isPlaceholderData ? classes.stale : ''}`}
          aria-label={t('wishlist.title')}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {list.data.datas.map((product) => (
            <li key={product.productId}>
              <ProductCard
                product={product}
                fallbackImage={FALLBACK_PRODUCT_IMAGE}
                remove={{ label: t('wishlist.remove', { name: product.name }), onClick: () => setAsking(product) }}
              />
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination page={filters.page} totalPages={list.data.page.totalPage} onChange={(page) => go({ page })} />
      )}
      <RemoveDialog
        product={asking}
        removing={remove.isPending}
        onConfirm={(product) => remove.mutate(product)}
        onClose={() => !remove.isPending && setAsking(null)}
      />
    </section>
  );
}

export default WishlistTab;
