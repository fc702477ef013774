import type { Widget } from '@rona/domain';
import { textCss } from './styles';
import classes from './widgets.module.css';

export function TextWidget({ content }: { content: Extract<Widget, { group: 'text' }>['content'] }) {
  return (
    <p className={classes.text} style={textCss(content.styles)}>
      {content.titleText}
    </p>
  );
}
