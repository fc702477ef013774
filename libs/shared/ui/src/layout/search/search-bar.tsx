import { lazy, useRef } from 'react';
import { LazyBoundary } from '../../feedback/lazy-boundary';
import { t } from '@rona/i18n';
import { SearchIcon } from '../../icons/icons';
import { useHeaderMenus } from '../header/header-menus';
import classes from '../header/header.module.css';

const loadOverlay = () => import('./search-overlay');
const SearchOverlay = lazy(loadOverlay);

/** The header's search field. It is a button: the real input lives in the overlay (a lazy chunk). */
export function SearchBar() {
  const { open, toggle, close } = useHeaderMenus();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isOpen = open === 'search';
  const closeAndFocus = () => {
    close();
    triggerRef.current?.focus();
  };
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={classes.search}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => toggle('search')}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
      >
        <SearchIcon size={18} />
        <span>{t('search.placeholder')}</span>
      </button>
      {isOpen && (
        <LazyBoundary>
          <SearchOverlay onClose={closeAndFocus} />
        </LazyBoundary>
      )}
    </>
  );
}
