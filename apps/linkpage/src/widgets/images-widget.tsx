import type { CSSProperties } from 'react';
import { imageSizeStyle, shadowCss } from '@rona/domain/browser';
import type { Widget, WidgetImage } from '@rona/domain';
import { lt } from './texts';
import { linkTarget, safeColor, safeHref, safeSrc } from './safe';
import classes from './widgets.module.css';

type Content = Extract<Widget, { group: 'images' }>['content'];

function Picture({
  image,
  index,
  styles,
  allowBlob,
}: {
  image: WidgetImage;
  index: number;
  styles: Content['styles'];
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
          loading="lazy"
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

export function ImagesWidget({ content, allowBlob }: { content: Content; allowBlob?: boolean }) {
  const pictures = content.images.map((image, i) => (
    <Picture key={i} image={image} index={i} styles={content.styles} allowBlob={allowBlob} />
  ));
  if (content.objectCategory === 'single') {
    const { widthPercent, scale } = imageSizeStyle(content.styles.size);
    return (
      <div className={classes.single} style={{ width: `${widthPercent}%` }}>
        <div style={scale > 1 ? { transform: `scale(${scale})`, transformOrigin: 'center' } : undefined}>
          {pictures[0]}
        </div>
      </div>
    );
  }
  if (content.objectCategory === 'grid') return <div className={classes.grid}>{pictures}</div>;
  return (
    <div className={classes.carousel} role="region" aria-roledescription="carousel" tabIndex={0}>
      {pictures}
    </div>
  );
}
