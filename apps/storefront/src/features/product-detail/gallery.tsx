import { useState } from 'react';
import type { ProductDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { ShopImage } from '@rona/ui/media';
import classes from './product-detail.module.css';

const t = translator(catalogueMessages);

type Image = ProductDetail['image'][number];

/** The main photo fills the column: the whole width on phones, at most 600 px beside the purchase panel. */
const MAIN_SIZE = 600;
const MAIN_SIZES = '(max-width: 768px) 100vw, 600px';
const THUMB_SIZE = 72;

/**
 * The primary image is the main one (the page's LCP picture: high priority, in the server's HTML); hovering a thumbnail previews it, clicking (or Enter/Space)
 * keeps it. Leaving the thumbnails goes back to the kept image.
 */
export function Gallery({ images, name }: { images: Image[]; name: string }) {
  const [chosen, setChosen] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const shown = images[preview ?? chosen] ?? images[0];
  if (!shown) return <div className={classes.mainImage} />;
  return (
    <div className={classes.gallery}>
      <div className={classes.mainImage}>
        <ShopImage
          src={shown.originalURL}
          alt={shown.alt || name}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          sizes={MAIN_SIZES}
          priority
          data-testid="gallery-main"
        />
      </div>
      {images.length > 1 && (
        <div
          className={classes.thumbs}
          role="group"
          aria-label={t('product.gallery')}
          onMouseLeave={() => setPreview(null)}
        >
          {images.map((image, i) => (
            <button
              key={image.originalURL}
              type="button"
              className={classes.thumb}
              aria-pressed={i === chosen}
              aria-label={t('product.showImage', { index: i + 1 })}
              onMouseEnter={() => setPreview(i)}
              onFocus={() => setPreview(i)}
              onBlur={() => setPreview(null)}
              onClick={() => {
                setChosen(i);
                setPreview(null);
              }}
            >
              <ShopImage src={image.originalURL} alt="" width={THUMB_SIZE} height={THUMB_SIZE} sizes="72px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
