import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { ChevronRightIcon } from '@rona/ui';
import classes from './product-list.module.css';

const t = translator(catalogueMessages);

export interface MenuOption {
  value: string;
  label: string;
}

export interface FilterMenuProps {
  label: string;
  options: MenuOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Offer 'Semua' to clear the filter (sorts always have one chosen). */
  clearable?: boolean;
}

const loadDropdown = () => import('./filter-menu-dropdown');
const FilterMenuDropdown = lazy(loadDropdown);

/** The menu's button: the label and the current choice ('Semua' when none). */
function FilterTrigger({
  label,
  choice,
  active,
  ...button
}: ComponentProps<'button'> & { label: string; choice: string; active: boolean }) {
  // Mantine's menu target passes its own props (aria, handlers, an empty className): ours stay.
  return (
    <button
      type="button"
      data-active={active || undefined}
      {...button}
      className={button.className ? `${classes.menuButton} ${button.className}` : classes.menuButton}
    >
      <span className={classes.menuLabel}>{label}</span>
      <span className={classes.menuValue}>{choice}</span>
      <ChevronRightIcon size={16} className={classes.menuChevron} />
    </button>
  );
}

/**
 * One dropdown of the listing (skin type, skin problem, product type, sort). Until a shopper opens
 * it, it is only its button (in the server's HTML too): the menu (Mantine's Menu, ~40 KB gzipped
 * with its provider and positioning) is loaded on the first open, and fetched early when a pointer
 * or the keyboard focus comes to the button.
 */
export function FilterMenu(props: FilterMenuProps) {
  const [wanted, setWanted] = useState(false);
  const current = props.options.find((o) => o.value === props.value);
  const trigger = (
    <FilterTrigger label={props.label} choice={current?.label ?? t('catalogue.any')} active={Boolean(current)} />
  );
  const closed = (
    <FilterTrigger
      label={props.label}
      choice={current?.label ?? t('catalogue.any')}
      active={Boolean(current)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
    />
  );
  if (!wanted) return closed;
  return (
    <Suspense fallback={closed}>
      <FilterMenuDropdown {...props} trigger={trigger} />
    </Suspense>
  );
}
