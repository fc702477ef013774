import type { Widget } from '@rona/domain';
import { linkTarget, safeHref, safeSrc } from './safe';
import { boxCss } from './styles';
import classes from './widgets.module.css';

export function ButtonWidget({
  content,
  allowBlob,
}: {
  content: Extract<Widget, { group: 'button' }>['content'];
  allowBlob?: boolean;
}) {
  const href = safeHref(content.url);
  const icon = safeSrc(content.icon, allowBlob);
  const inner = (
    <>
      {icon && <img className={classes.icon} src={icon} alt="" />}
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
