import type { LivePrice, Widget } from '@rona/domain';
import { formatRupiah } from '@rona/rules/money';
import { lt } from './texts';
import { PRODUCT_IMAGE_SIZE, imageAttrs } from './image-attrs';
import { safeColor, safeSrc } from './safe';
import { boxCss } from './styles';
import classes from './widgets.module.css';

type Content = Extract<Widget, { group: 'products' }>['content'];

/** Product cards linking to the shop's product pages; the price is the live one the page read returned. */
export function ProductsWidget({
  content,
  prices,
  priority = false,
}: {
  content: Content;
  prices: Record<string, LivePrice>;
  /** The first card's picture is the page's first picture. */
  priority?: boolean;
}) {
  const first = content.products.findIndex((p) => safeSrc(p.image));
  return (
    <section className={classes.products} style={boxCss(content.styles)}>
      {content.titleText && <h2 className={classes.productsTitle}>{content.titleText}</h2>}
      <div className={classes.productRow}>
        {content.products.map((p, i) => {
          const price = prices[p.url];
          const src = safeSrc(p.image);
          return (
            <a
              key={`${p.url}-${i}`}
              className={classes.productCard}
              href={`/products/${p.url.split('/').map(encodeURIComponent).join('/')}`}
              style={{ borderTop: `3px solid ${safeColor(p.color, '#d45538')}` }}
            >
              {src && (
                <img
                  className={classes.productImage}
                  src={src}
                  alt={p.name}
                  {...imageAttrs(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, priority && i === first)}
                />
              )}
              <span className={classes.productName}>{p.name}</span>
              <span aria-label={lt('linkpage.viewer.rating', { star: p.star })}>
                <span className={classes.star} aria-hidden="true">
                  ★
                </span>{' '}
                {p.star.toFixed(1)}
              </span>
              {price && (
                <span>
                  <span className={classes.price}>{formatRupiah(price.fixedPrice)}</span>
                  {price.fixedPrice < price.price && (
                    <>
                      {' '}
                      <s className={classes.oldPrice}>{formatRupiah(price.price)}</s>
                    </>
                  )}
                </span>
              )}
            </a>
          );
        })}
      </div>
    </section>
  );
}
