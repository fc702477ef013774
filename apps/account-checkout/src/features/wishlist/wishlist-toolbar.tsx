import { useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ProductSort } from '@rona/domain';
import { PRODUCT_SORTS } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { wishlistMessages } from '@rona/i18n/areas/wishlist';
import { SearchIcon } from '@rona/ui';
import classes from './wishlist.module.css';

const t = translator(catalogueMessages, wishlistMessages);

/** Same pause as the header's suggestion search (spec 1 §9): the list reloads once typing stops. */
export const WISHLIST_SEARCH_DEBOUNCE_MS = 300;

interface WishlistToolbarProps {
  search: string | undefined;
  sortBy: ProductSort | undefined;
  onSearch: (text: string | undefined) => void;
  onSort: (sort: ProductSort | undefined) => void;
}

/** 'Cari Produk' (debounced) and 'Urut Berdasarkan' with the five sorts; the default is newest first. */
export function WishlistToolbar({ search, sortBy, onSearch, onSort }: WishlistToolbarProps) {
  const [text, setText] = useState(search ?? '');
  const [shown, setShown] = useState(search);
  // Follow the URL (back button) without an effect.
  if (shown !== search) {
    setShown(search);
    setText(search ?? '');
  }
  const settle = useDebouncedCallback(
    (value: string) => onSearch(value.trim() || undefined),
    WISHLIST_SEARCH_DEBOUNCE_MS,
  );

  return (
    <div className={classes.toolbar}>
      <TextInput
        className={classes.search}
        type="search"
        label={t('wishlist.search')}
        placeholder={t('wishlist.search')}
        leftSection={<SearchIcon size={16} />}
        maxLength={100}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          settle(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            settle.cancel();
            onSearch(text.trim() || undefined);
          }
        }}
      />
      <NativeSelect
        className={classes.sort}
        label={t('wishlist.sort')}
        value={sortBy ?? ''}
        onChange={(e) => onSort((e.currentTarget.value || undefined) as ProductSort | undefined)}
        data={[
          { value: '', label: t('wishlist.sortNewest') },
          ...PRODUCT_SORTS.map((s) => ({ value: s, label: t(`catalogue.sort.${s}`) })),
        ]}
      />
    </div>
  );
}
