import type { Draft, DraftWidget } from './draft-model';
import { duplicateWidget } from './draft-model';

/** The editor's state: the draft now, with the drafts before it (undo) and after it (redo). */
export interface History {
  past: Draft[];
  present: Draft;
  future: Draft[];
  /** The last change that may merge with the next one (typing in one field), else null. */
  mergeKey: string | null;
  /** True once the draft differs from what was loaded or saved. */
  dirty: boolean;
}

export const HISTORY_LIMIT = 100;

export type EditorAction =
  | { type: 'reset'; draft: Draft; dirty?: boolean }
  | { type: 'add'; widget: DraftWidget }
  | { type: 'update'; key: string; change: (w: DraftWidget) => DraftWidget; mergeKey?: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'duplicate'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'select'; key: string | null }
  | { type: 'background'; change: (b: Draft['background']) => Draft['background']; mergeKey?: string }
  | { type: 'replace'; draft: Draft }
  | { type: 'undo' }
  | { type: 'redo' };

export const initialHistory = (draft: Draft, dirty = false): History => ({
  past: [],
  present: draft,
  future: [],
  mergeKey: null,
  dirty,
});

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function commit(h: History, present: Draft, mergeKey: string | null = null): History {
  if (mergeKey && h.mergeKey === mergeKey) return { ...h, present, future: [], dirty: true };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present, future: [], mergeKey, dirty: true };
}

/** Every widget action (spec 3 §4) as one pure step; selection alone is not an undo step. */
export function editorReducer(h: History, action: EditorAction): History {
  const d = h.present;
  switch (action.type) {
    case 'reset':
      return initialHistory(action.draft, action.dirty);
    case 'add':
      return commit(h, { ...d, widgets: [...d.widgets, action.widget], selected: action.widget.key });
    case 'update':
      return commit(
        h,
        { ...d, widgets: d.widgets.map((w) => (w.key === action.key ? action.change(w) : w)) },
        action.mergeKey ? `${action.key}:${action.mergeKey}` : null,
      );
    case 'move':
      if (action.from === action.to) return h;
      return commit(h, { ...d, widgets: move(d.widgets, action.from, action.to) });
    case 'duplicate': {
      const i = d.widgets.findIndex((w) => w.key === action.key);
      if (i < 0) return h;
      const copy = duplicateWidget(d.widgets[i]!);
      const widgets = [...d.widgets];
      widgets.splice(i + 1, 0, copy);
      return commit(h, { ...d, widgets, selected: copy.key });
    }
    case 'remove':
      return commit(h, {
        ...d,
        widgets: d.widgets.filter((w) => w.key !== action.key),
        selected: d.selected === action.key ? null : d.selected,
      });
    case 'select':
      return { ...h, present: { ...d, selected: action.key }, mergeKey: null };
    case 'background':
      return commit(
        h,
        { ...d, background: action.change(d.background) },
        action.mergeKey ? `bg:${action.mergeKey}` : null,
      );
    case 'replace':
      return { ...h, present: action.draft };
    case 'undo': {
      const previous = h.past[h.past.length - 1];
      if (!previous) return h;
      return {
        past: h.past.slice(0, -1),
        present: previous,
        future: [h.present, ...h.future],
        mergeKey: null,
        dirty: true,
      };
    }
    case 'redo': {
      const [next, ...rest] = h.future;
      if (!next) return h;
      return { past: [...h.past, h.present], present: next, future: rest, mergeKey: null, dirty: true };
    }
  }
}
