import type { DraftWidget } from '../draft-model';
import type { FileStore } from '../file-store';

export interface PanelProps<W extends DraftWidget> {
  widget: W;
  /** Applies a change; changes with the same merge key in a row are one undo step (typing). */
  update: (change: (w: W) => W, mergeKey?: string) => void;
  files: FileStore;
}
