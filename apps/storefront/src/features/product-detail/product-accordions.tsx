import type { ProductDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import classes from './product-detail.module.css';
import { hydratesApart } from '@rona/ui';

const t = translator(catalogueMessages);

const SECTIONS = [
  ['description', 'product.description'],
  ['warning', 'product.warning'],
  ['howToUse', 'product.howToUse'],
  ['composition', 'product.composition'],
] as const;

/**
 * Deskripsi / Perhatian / Cara Pemakaian / Komposisi; the first starts open. Empty sections are left
 * out. Under them, the BPOM registration number (issue 27), when the product has one.
 */
function ProductAccordionsView({ product }: { product: ProductDetail }) {
  const bpom = product.bpom.trim();
  return (
    <div className={classes.accordions}>
      {SECTIONS.filter(([field]) => product[field].trim()).map(([field, label], i) => (
        <details key={field} className={classes.accordion} open={i === 0}>
          <summary className={classes.accordionTitle}>{t(label)}</summary>
          <div className={classes.accordionBody}>
            {product[field]
              .split(/\r?\n\s*\r?\n/)
              .filter(Boolean)
              .map((paragraph, j) => (
                <p key={j}>{paragraph}</p>
              ))}
          </div>
        </details>
      ))}
      {bpom && (
        <p className={classes.bpom}>
          {`${t('product.bpom')}: `}
          <span data-testid="bpom">{bpom}</span>
        </p>
      )}
    </div>
  );
}

/** Below the first screen: hydrated apart (HydrationBoundary). */
export const ProductAccordions = hydratesApart(ProductAccordionsView);
