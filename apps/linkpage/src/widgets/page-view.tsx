import type { CSSProperties } from 'react';
import type { Background, LivePrice, Widget } from '@rona/domain';
import { ButtonWidget } from './button-widget';
import { ImagesWidget } from './images-widget';
import { ProductsWidget } from './products-widget';
import { safeColor, safeSrc } from './safe';
import { TextWidget } from './text-widget';
import classes from './widgets.module.css';

export function WidgetView({
  widget,
  prices,
  allowBlob,
}: {
  widget: Widget;
  prices: Record<string, LivePrice>;
  allowBlob?: boolean;
}) {
  switch (widget.group) {
    case 'text':
      return <TextWidget content={widget.content} />;
    case 'button':
      return <ButtonWidget content={widget.content} allowBlob={allowBlob} />;
    case 'images':
      return <ImagesWidget content={widget.content} allowBlob={allowBlob} />;
    case 'products':
      return <ProductsWidget content={widget.content} prices={prices} />;
    default:
      return null;
  }
}

export function backgroundCss(background: Background, allowBlob = false): CSSProperties {
  const image = background.active === 'image' ? safeSrc(background.image, allowBlob) : undefined;
  return {
    backgroundColor: safeColor(background.color, '#ffffff'),
    // JSON.stringify quotes the URL so no character of it can end the CSS value.
    backgroundImage: image ? `url(${JSON.stringify(image)})` : undefined,
  };
}

export interface PageViewProps {
  background: Background;
  widgets: Widget[];
  prices?: Record<string, LivePrice>;
  /** Editor preview: images chosen but not uploaded yet are shown from blob: URLs. */
  allowBlob?: boolean;
  className?: string;
}

/** One link page as visitors see it: the public viewer, the editor preview and the list thumbnails. */
export function PageView({ background, widgets, prices = {}, allowBlob, className }: PageViewProps) {
  return (
    <div
      className={[classes.page, className].filter(Boolean).join(' ')}
      style={backgroundCss(background, allowBlob)}
      data-testid="link-page"
    >
      {widgets.map((w, i) => (
        <div key={w._id || i} data-widget-group={w.group}>
          <WidgetView widget={w} prices={prices} allowBlob={allowBlob} />
        </div>
      ))}
    </div>
  );
}
