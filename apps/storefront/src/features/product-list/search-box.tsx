import { useEffect, useRef, useState, type FormEvent } from 'react';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { SearchIcon } from '@rona/ui';
import classes from './product-list.module.css';

const t = translator(catalogueMessages);

/** 'Cari produk...': the search applies on submit, so typing does not fill the history. */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // Follow the URL (back button, 'Hapus Filter') without an effect.
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  // Text typed into the server's HTML before the page was hydrated is the field's own: keep it.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.current && field.current.value !== text) setText(field.current.value);
    // Once, on mount: afterwards the field follows the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The field's value as the shopper sees it (a tap before hydration is replayed straight after).
    const typed = String(new FormData(e.currentTarget).get('search') ?? '');
    onSearch(typed.trim() || undefined);
  };
  return (
    <form role="search" className={classes.search} onSubmit={submit}>
      <input
        type="search"
        name="search"
        className={classes.searchInput}
        placeholder={t('catalogue.searchPlaceholder')}
        aria-label={t('catalogue.searchLabel')}
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        ref={field}
      />
      <button type="submit" className={classes.searchButton} aria-label={t('catalogue.searchSubmit')}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
