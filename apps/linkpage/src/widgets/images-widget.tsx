import type { CSSProperties } from 'react';
import { IMAGES_PER_ROW, imageSizeStyle, shadowCss } from '@rona/domain/browser';
import type { Widget, WidgetImage } from '@rona/domain';
import { lt } from './texts';
import { COLUMN_WIDTH, columnSizes, imageAttrs, ratioOf, responsiveAttrs } from './image-attrs';
import { linkTarget, safeColor, safeHref, safeSrc } from './safe';
import classes from './widgets.module.css';

type Content = Extract<Widget, { group: 'images' }>['content'];

function Picture({
  image,
  index,
  styles,
  width,
  priority,
  allowBlob,
}: {
  image: WidgetImage;
  index: number;
  styles: Content['styles'];
  /** The CSS width the picture gets in the column. */
  width: number;
  priority: boolean;
  allowBlob?: boolean;
}) {
  const src = safeSrc(image.source, allowBlob);
  const href = safeHref(image.url);
  const imgStyle: CSSProperties = {
    aspectRatio: styles.aspectRatio,
    borderRadius: styles.borderRadius === '100%' ? '50%' : styles.borderRadius,
    boxShadow: styles.boxShadow
      ? shadowCss({ ...styles.boxShadow, color: safeColor(styles.boxShadow.color, 'rgb(68,68,68)') })
      : undefined,
  };
  const figure = (
    <figure className={classes.figure}>
      {src ? (
        <img
          className={classes.img}
          style={imgStyle}
          src={src}
          alt={image.text || lt('linkpage.viewer.imageAlt', { index: index + 1 })}
          {...imageAttrs(width, width / ratioOf(styles.aspectRatio), priority)}
          {...responsiveAttrs(src, columnSizes(width / COLUMN_WIDTH))}
        />
      ) : (
        <div className={classes.img} style={imgStyle} aria-hidden="true" />
      )}
      {image.text && <figcaption className={classes.caption}>{image.text}</figcaption>}
    </figure>
  );
  return href ? (
    <a className={classes.imageLink} href={href} {...linkTarget(href)}>
      {figure}
    </a>
  ) : (
    figure
  );
}

/** Characters a fragment id can carry as they are. */
const slideIdBase = (widgetId: string) => `g${widgetId.replace(/[^A-Za-z0-9_-]/g, '')}`;

/**
 * One picture, a grid of three per row, or a carousel: a row that scrolls sideways and snaps to each
 * picture (CSS scroll-snap), with a dot link per picture that scrolls it into view — no script needed.
 */
export function ImagesWidget({
  content,
  widgetId = '',
  allowBlob,
  priority = false,
}: {
  content: Content;
  /** The widget's id: the carousel's slide anchors are made from it. */
  widgetId?: string;
  allowBlob?: boolean;
  /** The first picture is the page's first picture. */
  priority?: boolean;
}) {
  const category = content.objectCategory;
  const width =
    category === 'grid'
      ? COLUMN_WIDTH / IMAGES_PER_ROW
      : category === 'single'
        ? (COLUMN_WIDTH * Math.min(100, imageSizeStyle(content.styles.size).widthPercent)) / 100
        : COLUMN_WIDTH;
  const first = content.images.findIndex((image) => safeSrc(image.source, allowBlob));
  const pictures = content.images.map((image, i) => (
    <Picture
      key={i}
      image={image}
      index={i}
      styles={content.styles}
      width={width}
      priority={priority && i === first}
      allowBlob={allowBlob}
    />
  ));
  if (category === 'single') {
    const { widthPercent, scale } = imageSizeStyle(content.styles.size);
    return (
      <div className={classes.single} style={{ width: `${widthPercent}%` }}>
        <div style={scale > 1 ? { transform: `scale(${scale})`, transformOrigin: 'center' } : undefined}>
          {pictures[0]}
        </div>
      </div>
    );
  }
  if (category === 'grid') return <div className={classes.grid}>{pictures}</div>;
  const base = slideIdBase(widgetId);
  return (
    <div>
      <div className={classes.carousel} role="region" aria-roledescription="carousel" tabIndex={0}>
        {pictures.map((picture, i) => (
          <div key={i} id={`${base}-${i + 1}`} className={classes.slide}>
            {picture}
          </div>
        ))}
      </div>
      {pictures.length > 1 && (
        <div className={classes.dots}>
          {pictures.map((_, i) => (
            <a
              key={i}
              className={classes.dot}
              href={`#${base}-${i + 1}`}
              aria-label={lt('linkpage.viewer.imageAlt', { index: i + 1 })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
