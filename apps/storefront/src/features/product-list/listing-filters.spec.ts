import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  listingApiQuery,
  listingSearch,
  readListingFilters,
  withFilters,
  withPage,
} from './listing-filters';

const read = (query: string) => readListingFilters(new URLSearchParams(query));

describe('listing filters in the URL', () => {
  it('reads every filter and the page', () => {
    expect(
      read('search=serum&category=c1&subcategory=s1&skinType=Normal&skinProblem=Jerawat&sortBy=low_price&page=3'),
    ).toEqual({
      search: 'serum',
      category: 'c1',
      subcategory: 's1',
      skinType: 'Normal',
      skinProblem: 'Jerawat',
      sortBy: 'low_price',
      page: 3,
    });
  });

  it('ignores values that are not on the fixed lists, and bad pages', () => {
    expect(read('skinType=Jerawat&skinProblem=Normal&sortBy=cheapest&page=-2')).toEqual({ page: 1 });
    expect(read('page=abc').page).toBe(1);
    expect(read('page=1.5').page).toBe(1);
    expect(read('search=%20%20').search).toBeUndefined();
  });

  it('writes a shareable query without empty values or page 1, and reads it back the same', () => {
    const filters = read('skinType=Berminyak&sortBy=best_rating&page=2');
    const search = listingSearch(filters);
    expect(search).toBe('?skinType=Berminyak&sortBy=best_rating&page=2');
    expect(read(search.slice(1))).toEqual(filters);
    expect(listingSearch({ page: 1 })).toBe('');
  });

  it('goes back to page 1 when a filter changes, and drops emptied filters', () => {
    const on2 = read('skinType=Normal&page=2');
    expect(withFilters(on2, { sortBy: 'high_price' })).toEqual({ skinType: 'Normal', sortBy: 'high_price', page: 1 });
    expect(withFilters(on2, { skinType: undefined })).toEqual({ page: 1 });
    expect(withFilters(read('category=c1&subcategory=s1'), { category: 'c2', subcategory: undefined })).toEqual({
      category: 'c2',
      page: 1,
    });
    expect(withPage(on2, 3).page).toBe(3);
    expect(withPage(on2, 0).page).toBe(1);
  });

  it('knows when anything is filtered', () => {
    expect(hasActiveFilters(read('page=4'))).toBe(false);
    expect(hasActiveFilters(read('search=toner'))).toBe(true);
  });

  it('asks the API for 15 per page, the skin type as skinType and the skin problem as skin', () => {
    expect(listingApiQuery(read('skinType=Kering&skinProblem=Kusam&subcategory=s1&page=2'))).toEqual({
      limit: 15,
      page: 2,
      sortBy: 'popular',
      subCategory: 's1',
      skinType: 'Kering',
      skin: 'Kusam',
    });
  });
});
