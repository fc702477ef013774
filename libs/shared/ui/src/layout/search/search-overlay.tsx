import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '@rona/api-client';
import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { SearchIcon } from '../../icons/icons';
import { AppLink } from '../../navigation/app-link';
import { useAppNavigate } from '../../navigation/use-app-navigate';
import classes from './search-overlay.module.css';

/**
 * The search overlay: a text field ('Cari Produk', 'Batal'), the prompt and the product categories.
 * Submitting goes to /products?search={text}; the route change closes it.
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const navigate = useAppNavigate();
  const [text, setText] = useState('');
  const categories = useQuery(categoriesQuery());

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const search = text.trim();
    if (search) navigate(paths.products({ search }));
  };

  return (
    <div className={classes.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className={classes.dialog} role="dialog" aria-modal="true" aria-label={t('search.label')}>
        <form className={classes.bar} role="search" onSubmit={submit}>
          <label className={classes.field}>
            <SearchIcon size={18} />
            <input
              type="search"
              name="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              enterKeyHint="search"
              maxLength={100}
              autoComplete="off"
              autoFocus
            />
          </label>
          <button type="button" className={classes.cancel} onClick={onClose}>
            {t('search.cancel')}
          </button>
        </form>
        <p className={classes.prompt}>{t('search.prompt')}</p>
        <h2 className={classes.heading}>{t('search.categories')}</h2>
        {categories.isPending && <p className={classes.note}>{t('loading')}</p>}
        {categories.isError && <p className={classes.note}>{t('search.loadError')}</p>}
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
      </div>
    </div>
  );
}
