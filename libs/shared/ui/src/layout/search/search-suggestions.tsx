import { translator } from '@rona/i18n';
import { searchMessages } from '@rona/i18n/areas/search';
import type { SuggestionOption } from './suggestion-options';
import classes from './search-overlay.module.css';

const t = translator(searchMessages);

interface SearchSuggestionsProps {
  /** The listbox id the combobox points at; option ids derive from it (see `optionId`). */
  id: string;
  options: SuggestionOption[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onPick: (option: SuggestionOption) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

const GROUPS = [
  { group: 'product', label: 'search.suggestedProducts' },
  { group: 'category', label: 'search.suggestedCategories' },
] as const;

/**
 * The suggestion listbox. Focus stays in the search field (the combobox); the active option is
 * announced through aria-activedescendant, so options are not links and not tabbable.
 */
export function SearchSuggestions({ id, options, activeIndex, onActivate, onPick }: SearchSuggestionsProps) {
  return (
    <div id={id} role="listbox" aria-label={t('search.suggestions')} className={classes.listbox}>
      {GROUPS.map(({ group, label }) => {
        const inGroup = options.map((option, index) => ({ option, index })).filter((o) => o.option.group === group);
        if (inGroup.length === 0) return null;
        const headingId = `${id}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={headingId} className={classes.group}>
            <div id={headingId} role="presentation" className={classes.groupLabel}>
              {t(label)}
            </div>
            {inGroup.map(({ option, index }) => (
              <div
                key={option.key}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === activeIndex}
                className={classes.option}
                data-group={group}
                // Keep focus in the field; the click still picks the option.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => index !== activeIndex && onActivate(index)}
                onClick={() => onPick(option)}
              >
                {option.image !== undefined && (
                  <img
                    src={option.image}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className={classes.optionImage}
                    onError={(e) => e.currentTarget.setAttribute('data-broken', '')}
                  />
                )}
                <span>{option.label}</span>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
