import { useState } from 'react';
import type { ProductDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import classes from './product-detail.module.css';

const t = translator(catalogueMessages);

type Image = ProductDetail['image'][number];

/**
 * The primary image is the main one; hovering a thumbnail previews it, clicking (or Enter/Space)
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
        <img
          src={shown.originalURL}
          alt={shown.alt || name}
          width={600}
          height={600}
          fetchPriority="high"
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
              <img src={image.originalURL} alt="" width={72} height={72} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
