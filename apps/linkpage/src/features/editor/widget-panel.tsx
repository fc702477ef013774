import type { DraftWidget } from './draft-model';
import type { FileStore } from './file-store';
import { ButtonPanel } from './panels/button-panel';
import { ImagesPanel } from './panels/images-panel';
import { ProductsPanel } from './panels/products-panel';
import { TextPanel } from './panels/text-panel';

/** The property panel of the selected widget. */
export function WidgetPanel({
  widget,
  files,
  update,
}: {
  widget: DraftWidget;
  files: FileStore;
  update: (change: (w: DraftWidget) => DraftWidget, mergeKey?: string) => void;
}) {
  // Each panel only produces widgets of its own group; the casts tell TypeScript as much.
  const u = update as never;
  switch (widget.group) {
    case 'text':
      return <TextPanel widget={widget} files={files} update={u} />;
    case 'button':
      return <ButtonPanel widget={widget} files={files} update={u} />;
    case 'images':
      return <ImagesPanel widget={widget} files={files} update={u} />;
    case 'products':
      return <ProductsPanel widget={widget} files={files} update={u} />;
  }
}
