import type { ApiResult } from '@rona/api-client';
import { ApiError } from '@rona/api-client';
import { t } from '@rona/i18n';
import { paths } from '@rona/routes';

export type Suggestions = ApiResult<'searchSuggestions'>;

/** One choosable line of the suggestion list, with where it leads. */
export interface SuggestionOption {
  key: string;
  group: 'product' | 'category';
  label: string;
  href: string;
  image?: string;
}

/**
 * The suggestions as one ordered list (products first, then categories) so the arrow keys walk
 * them in reading order. A product goes to its detail page, a category or subcategory to the
 * listing filtered by it.
 */
export function suggestionOptions(s: Suggestions | undefined): SuggestionOption[] {
  if (!s) return [];
  return [
    ...s.products.map((p) => ({
      key: `p:${p.url}`,
      group: 'product' as const,
      label: p.name,
      href: paths.product(p.url),
      image: p.image,
    })),
    ...s.categories.map((c) => ({
      key: `c:${c._id}`,
      group: 'category' as const,
      label: c.name,
      href: c.type === 'subcategory' ? paths.products({ subcategory: c._id }) : paths.products({ category: c._id }),
    })),
  ];
}

/** Spec 1 §8: the server answered with a failure → 'Error! Server Error'; nothing usable came back → 'Error! Can`t Load Data'. */
export function suggestionErrorText(error: unknown): string {
  return error instanceof ApiError && error.httpStatus >= 500 ? t('search.serverError') : t('search.loadError');
}
