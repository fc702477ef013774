import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, categoriesQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { searchMessages } from '@rona/i18n/areas/search';
import { paths } from '@rona/routes';
import { actionButtonClass } from '../../feedback/empty-state';
import { SearchIcon } from '../../icons/icons';
import { AppLink } from '../../navigation/app-link';
import { useAppNavigate } from '../../navigation/use-app-navigate';
import { optionId, SearchSuggestions } from './search-suggestions';
import { suggestionErrorText, suggestionOptions, type SuggestionOption } from './suggestion-options';
import { useDebouncedValue } from './use-debounced-value';
import classes from './search-overlay.module.css';

const t = translator(searchMessages);

/** Spec 1 §9: the suggestion search waits until typing pauses for 300 ms. */
export const SUGGESTION_DEBOUNCE_MS = 300;
const MAX_SEARCH = 100;

/**
 * The search overlay: a combobox field ('Cari Produk', 'Batal'); while it is empty, the prompt and
 * the product categories; while typing, product and category suggestions (arrow keys move, Enter
 * opens, Escape closes). Submitting goes to /products?search={text}; the route change closes it.
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const navigate = useAppNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = text.trim();
  const term = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const categories = useQuery(categoriesQuery());
  const suggestions = useQuery({
    ...apiQuery('searchSuggestions', { query: { search: term } }),
    enabled: term.length > 0,
    // Keep the previous suggestions on screen while the next ones load (no flicker per key).
    placeholderData: keepPreviousData,
  });
  const options = typed && term ? suggestionOptions(suggestions.data) : [];
  const active: SuggestionOption | undefined = options[activeIndex];
  const field = useRef<HTMLInputElement>(null);

  // Focused on opening by an effect, not `autoFocus`: the storefront renders with Preact (decision
  // 017), which only writes the attribute, and that focuses nothing after the page has loaded.
  useEffect(() => field.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed) navigate(paths.products({ search: typed }));
  };

  const onFieldKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (e.key === 'ArrowDown' && count > 0) {
      e.preventDefault();
      setActiveIndex((i) => (i + 1) % count);
    } else if (e.key === 'ArrowUp' && count > 0) {
      e.preventDefault();
      setActiveIndex((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter' && active) {
      e.preventDefault();
      navigate(active.href);
    }
  };

  useEffect(() => {
    if (active) document.getElementById(optionId(listId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, activeIndex, listId]);

  const expanded = options.length > 0;
  return (
    <div className={classes.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className={classes.dialog} role="dialog" aria-modal="true" aria-label={t('search.label')}>
        <form className={classes.bar} role="search" onSubmit={submit}>
          <label className={classes.field}>
            <SearchIcon size={18} />
            <input
              type="search"
              name="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={active ? optionId(listId, activeIndex) : undefined}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setActiveIndex(-1);
              }}
              onKeyDown={onFieldKeyDown}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              enterKeyHint="search"
              maxLength={MAX_SEARCH}
              autoComplete="off"
              ref={field}
            />
          </label>
          <button type="button" className={classes.cancel} onClick={onClose}>
            {t('search.cancel')}
          </button>
        </form>
        {typed ? (
          <SuggestionState
            typed={typed}
            loading={suggestions.isFetching && !suggestions.data}
            error={suggestions.isError ? suggestions.error : null}
            settled={term === typed && !suggestions.isFetching}
            count={options.length}
          />
        ) : (
          <p className={classes.prompt}>{t('search.prompt')}</p>
        )}
        <SearchSuggestions
          id={listId}
          options={options}
          activeIndex={activeIndex}
          onActivate={setActiveIndex}
          onPick={(option) => navigate(option.href)}
        />
        {!typed && (
          <>
            <h2 className={classes.heading}>{t('search.categories')}</h2>
            {categories.isPending && <p className={classes.note}>{t('loading')}</p>}
            {categories.isError && !categories.data && (
              <p className={classes.note} role="alert">
                {t('search.loadError')}{' '}
                <button type="button" className={actionButtonClass} onClick={() => void categories.refetch()}>
                  {t('error.retry')}
                </button>
              </p>
            )}
            {categories.data && (
              <ul className={classes.chips}>
                {categories.data
                  .filter((c) => c.type === 'category')
                  .map((c) => (
                    <li key={c._id}>
                      <AppLink to={paths.products({ category: c._id })}>{c.name}</AppLink>
                    </li>
                  ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}

interface SuggestionStateProps {
  typed: string;
  loading: boolean;
  error: unknown;
  /** The answer for exactly what is typed is in. */
  settled: boolean;
  count: number;
}

/** What the suggestion search is doing, in a polite live region (loading, failed, nothing found, n found). */
function SuggestionState({ typed, loading, error, settled, count }: SuggestionStateProps) {
  if (error) {
    return (
      <p className={classes.error} role="alert">
        {suggestionErrorText(error)}
      </p>
    );
  }
  let message = '';
  if (loading) message = t('search.searching');
  else if (settled) message = count === 0 ? t('search.noResults', { text: typed }) : t('search.resultCount', { count });
  return (
    <p className={count > 0 && !loading ? classes.visuallyHidden : classes.note} role="status">
      {message}
    </p>
  );
}
