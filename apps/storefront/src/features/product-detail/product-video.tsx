import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { youtubeEmbedUrl } from '@rona/rules';
import classes from './product-detail.module.css';

const t = translator(catalogueMessages);

/** The product video, embedded only when the link is a YouTube one (spec 1 §2). */
export function ProductVideo({ link, name }: { link: string | null; name: string }) {
  const src = youtubeEmbedUrl(link);
  if (!src) return null;
  return (
    <section className={classes.section} aria-label={t('product.video')}>
      <div className={classes.video}>
        <iframe
          src={src}
          title={`${t('product.video')}: ${name}`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    </section>
  );
}
