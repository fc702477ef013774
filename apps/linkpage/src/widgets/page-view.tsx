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
  priority = false,
}: {
  widget: Widget;
  prices: Record<string, LivePrice>;
  allowBlob?: boolean;
  /** This widget shows the page's first picture (loaded eagerly, with high priority). */
  priority?: boolean;
}) {
  switch (widget.group) {
    case 'text':
      return <TextWidget content={widget.content} />;
    case 'button':
      return <ButtonWidget content={widget.content} allowBlob={allowBlob} priority={priority} />;
    case 'images':
      return <ImagesWidget content={widget.content} widgetId={widget._id} allowBlob={allowBlob} priority={priority} />;
    case 'products':
      return <ProductsWidget content={widget.content} prices={prices} priority={priority} />;
    default:
      return null;
  }
}

/** Whether a widget shows at least one picture (what counts for the page's first, eager picture). */
export function hasPicture(widget: Widget, allowBlob = false): boolean {
  switch (widget.group) {
    case 'button':
      return safeSrc(widget.content.icon, allowBlob) !== undefined;
    case 'images':
      return widget.content.images.some((image) => safeSrc(image.source, allowBlob) !== undefined);
    case 'products':
      return widget.content.products.some((p) => safeSrc(p.image) !== undefined);
    default:
      return false;
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
  /** Every picture lazy, none with high priority (the list's many thumbnails). */
  lazyPictures?: boolean;
  className?: string;
}

/**
 * One link page as visitors see it: the server-rendered public page (plain HTML and CSS, no script),
 * the editor preview and the list thumbnails — one markup for all three.
 */
export function PageView({ background, widgets, prices = {}, allowBlob, lazyPictures, className }: PageViewProps) {
  const firstPicture = lazyPictures ? -1 : widgets.findIndex((w) => hasPicture(w, allowBlob));
  return (
    <div
      className={[classes.page, className].filter(Boolean).join(' ')}
      style={backgroundCss(background, allowBlob)}
      data-testid="link-page"
    >
      {widgets.map((w, i) => (
        <div key={w._id || i} data-widget-group={w.group}>
          <WidgetView widget={w} prices={prices} allowBlob={allowBlob} priority={i === firstPicture} />
        </div>
      ))}
    </div>
  );
}
