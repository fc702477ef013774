import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '@rona/domain';
import { PRODUCT_SORTS, SKIN_PROBLEMS, SKIN_TYPES } from '@rona/domain/browser';
import { categoriesQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { FilterMenu, type MenuOption } from './filter-menu';
import {
  DEFAULT_SORT,
  hasActiveFilters,
  type FilterKey,
  type FilterPatch,
  type ListingFilters,
} from './listing-filters';
import { SearchBox } from './search-box';
import classes from './product-list.module.css';

const t = translator(catalogueMessages);

const skinOptions = (values: readonly string[]): MenuOption[] => values.map((v) => ({ value: v, label: v }));
const SORT_OPTIONS: MenuOption[] = PRODUCT_SORTS.map((s) => ({ value: s, label: t(`catalogue.sort.${s}`) }));

/** Product types to offer: those of the chosen category, or all of them. */
export function productTypes(items: CategoryItem[], category: string | undefined): MenuOption[] {
  return items
    .filter((i) => i.type === 'subcategory' && (!category || i.parentId === category))
    .map((i) => ({ value: i._id, label: i.name }));
}

interface FilterBarProps {
  filters: ListingFilters;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
}

/**
 * Category buttons, search, the skin type / skin problem / product type menus, the sort menu and
 * 'Hapus Filter'. On phones the menus fold behind a 'Filter' toggle; choosing one folds it again.
 */
export function FilterBar({ filters, onChange, onClear }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const categories = useQuery(categoriesQuery());
  const items = categories.data ?? [];
  // How many of the folded menus are set, so a phone shows that filters apply.
  const folded = [filters.skinType, filters.skinProblem, filters.subcategory, filters.sortBy].filter(Boolean).length;
  const change = (key: FilterKey, value: string | undefined) => {
    setOpen(false);
    onChange({ [key]: value });
  };
  // A new category may not own the chosen product type: drop it with the category change.
  const changeCategory = (value: string | undefined) => {
    setOpen(false);
    onChange({ category: value, subcategory: undefined });
  };

  return (
    <div className={classes.filters}>
      <div className={classes.categories} role="group" aria-label={t('catalogue.categories')}>
        <button
          type="button"
          className={classes.chip}
          aria-pressed={!filters.category}
          onClick={() => changeCategory(undefined)}
        >
          {t('catalogue.allCategories')}
        </button>
        {items
          .filter((i) => i.type === 'category')
          .map((c) => (
            <button
              key={c._id}
              type="button"
              className={classes.chip}
              aria-pressed={filters.category === c._id}
              onClick={() => changeCategory(c._id)}
            >
              {c.name}
            </button>
          ))}
      </div>
      <div className={classes.toolbar}>
        <SearchBox value={filters.search} onSearch={(text) => change('search', text)} />
        <button
          type="button"
          className={classes.filterToggle}
          aria-expanded={open}
          aria-controls="listing-filter-menus"
          onClick={() => setOpen((o) => !o)}
        >
          {open
            ? t('catalogue.filtersHide')
            : folded
              ? t('catalogue.filtersShowCount', { count: folded })
              : t('catalogue.filtersShow')}
        </button>
        <div id="listing-filter-menus" className={classes.menus} data-open={open || undefined}>
          <FilterMenu
            label={t('catalogue.skinType')}
            options={skinOptions(SKIN_TYPES)}
            value={filters.skinType}
            onChange={(v) => change('skinType', v)}
          />
          <FilterMenu
            label={t('catalogue.skinProblem')}
            options={skinOptions(SKIN_PROBLEMS)}
            value={filters.skinProblem}
            onChange={(v) => change('skinProblem', v)}
          />
          <FilterMenu
            label={t('catalogue.productType')}
            options={productTypes(items, filters.category)}
            value={filters.subcategory}
            onChange={(v) => change('subcategory', v)}
          />
          <FilterMenu
            label={t('catalogue.sortLabel')}
            options={SORT_OPTIONS}
            value={filters.sortBy ?? DEFAULT_SORT}
            clearable={false}
            onChange={(v) => change('sortBy', v)}
          />
          <button type="button" className={classes.clear} onClick={onClear} disabled={!hasActiveFilters(filters)}>
            {t('catalogue.clearFilters')}
          </button>
        </div>
      </div>
    </div>
  );
}
