import type { Widget } from '@rona/domain';
import { ICON_SIZE, imageAttrs, responsiveAttrs } from './image-attrs';
import { linkTarget, safeHref, safeSrc } from './safe';
import { boxCss } from './styles';
import classes from './widgets.module.css';

export function ButtonWidget({
  content,
  allowBlob,
  priority = false,
}: {
  content: Extract<Widget, { group: 'button' }>['content'];
  allowBlob?: boolean;
  /** The icon is the page's first picture. */
  priority?: boolean;
}) {
  const href = safeHref(content.url);
  const icon = safeSrc(content.icon, allowBlob);
  const inner = (
    <>
      {icon && (
        <img
          className={classes.icon}
          src={icon}
          alt=""
          {...imageAttrs(ICON_SIZE, ICON_SIZE, priority)}
          {...responsiveAttrs(icon, `${ICON_SIZE}px`)}
        />
      )}
      <span>{content.titleText}</span>
    </>
  );
  const style = boxCss(content.styles);
  return href ? (
    <a className={classes.button} style={style} href={href} {...linkTarget(href)}>
      {inner}
    </a>
  ) : (
    <div className={classes.button} style={style}>
      {inner}
    </div>
  );
}
