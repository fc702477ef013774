import { useEffect } from 'react';
import { t } from '@rona/i18n';

/** Sets the tab title as '<title> | Rona' (or just the title when it already names the shop). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const brand = t('brand.name');
    document.title = title.includes(brand) ? title : `${title} | ${brand}`;
  }, [title]);
}
