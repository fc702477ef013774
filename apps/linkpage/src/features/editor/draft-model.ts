import type { Background, Widget, WidgetGroup, WidgetImage, WidgetInput } from '@rona/domain';
import { DEFAULT_SHADOW } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';

const t = translator(linkpageMessages);

/** An image of an images widget while editing: `file` names a chosen picture not uploaded yet. */
export type DraftImage = WidgetImage & { file?: string };
type Content<G extends WidgetGroup> = Extract<Widget, { group: G }>['content'];
export type DraftWidget =
  | { key: string; _id?: string; group: 'text'; content: Content<'text'> }
  | { key: string; _id?: string; group: 'button'; content: Content<'button'>; iconFile?: string }
  | {
      key: string;
      _id?: string;
      group: 'images';
      content: Omit<Content<'images'>, 'images'> & { images: DraftImage[] };
    }
  | { key: string; _id?: string; group: 'products'; content: Content<'products'> };
export type DraftBackground = Background & { imageFile?: string };

/** What the editor works on and keeps as the draft (spec 3 §4): widgets, selected widget, background. */
export interface Draft {
  widgets: DraftWidget[];
  selected: string | null;
  background: DraftBackground;
}

export const BRAND_ORANGE = '#f76707';
export const FONT_FAMILIES = [
  'Poppins',
  'Arial',
  'Georgia',
  'Verdana',
  'Times New Roman',
  'Courier New',
  'Trebuchet MS',
] as const;

let counter = 0;
export const newKey = () =>
  `w${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const baseText = {
  fontFamily: 'Poppins',
  fontSize: 22,
  color: '#333333',
  fontWeight: 'normal',
  fontStyle: 'normal',
  textAlign: 'center',
  textDecoration: 'none',
  backgroundColor: '#ffffff',
  backgroundOpacity: 0,
} as const;

/** A new widget with the spec's defaults (§3): text 22 px centred; button text, 24 px radius, 14 px, 2 px orange border. */
export function newWidget(group: WidgetGroup): DraftWidget {
  const key = newKey();
  switch (group) {
    case 'text':
      return { key, group, content: { titleText: t('linkpage.defaults.text'), styles: { ...baseText } } };
    case 'button':
      return {
        key,
        group,
        content: {
          titleText: t('linkpage.defaults.button'),
          url: '',
          icon: null,
          styles: {
            ...baseText,
            fontSize: 14,
            color: BRAND_ORANGE,
            backgroundOpacity: 1,
            borderRadius: '24px',
            border: { width: 2, color: BRAND_ORANGE },
            boxShadow: { ...DEFAULT_SHADOW },
          },
        },
      };
    case 'images':
      return {
        key,
        group,
        content: {
          objectCategory: 'single',
          images: [],
          styles: { borderRadius: '10px', boxShadow: null, size: 10, aspectRatio: '3/2' },
        },
      };
    case 'products':
      return {
        key,
        group,
        content: {
          titleText: t('linkpage.defaults.products'),
          products: [],
          styles: {
            ...baseText,
            fontSize: 16,
            fontWeight: 'bold',
            textAlign: 'left',
            backgroundColor: '#fff7f4',
            backgroundOpacity: 1,
            borderRadius: '10px',
            border: { width: 0, color: BRAND_ORANGE },
            boxShadow: null,
          },
        },
      };
  }
}

export const DEFAULT_BACKGROUND: DraftBackground = { image: null, color: '#ffffff', active: 'color' };

/** A saved page as a draft: every widget gets a local key; the saved `_id` is kept for the update call. */
export function draftOf(page: { widgets: Widget[]; background: Background }): Draft {
  return {
    widgets: page.widgets.map((w) => ({ ...w, key: newKey() }) as DraftWidget),
    selected: null,
    background: { ...page.background },
  };
}

export function duplicateWidget(w: DraftWidget): DraftWidget {
  const { _id: _unused, ...rest } = structuredClone(w);
  return { ...rest, key: newKey() } as DraftWidget;
}

/** The widgets as the preview renders them: pictures not uploaded yet come from their blob: URL. */
export function previewWidgets(widgets: DraftWidget[], blobUrl: (file: string) => string | undefined): Widget[] {
  return widgets.map((w) => {
    const { key, ...rest } = w;
    const _id = w._id ?? key;
    if (rest.group === 'images') {
      const images = rest.content.images.map(({ file, ...img }) => ({
        ...img,
        source: (file && blobUrl(file)) || img.source,
      }));
      return { _id, group: 'images', content: { ...rest.content, images } };
    }
    if (rest.group === 'button') {
      const { iconFile, ...button } = rest;
      return {
        ...button,
        _id,
        content: { ...button.content, icon: (iconFile && blobUrl(iconFile)) || button.content.icon },
      };
    }
    return { ...rest, _id } as Widget;
  });
}

export function previewBackground(b: DraftBackground, blobUrl: (file: string) => string | undefined): Background {
  const { imageFile, ...bg } = b;
  return { ...bg, image: (imageFile && blobUrl(imageFile)) || bg.image };
}

/** Every chosen file still to upload, in a stable order. */
export function pendingFiles(draft: Draft): string[] {
  const files: string[] = [];
  for (const w of draft.widgets) {
    if (w.group === 'images') w.content.images.forEach((i) => i.file && files.push(i.file));
    if (w.group === 'button' && w.iconFile) files.push(w.iconFile);
  }
  if (draft.background.imageFile) files.push(draft.background.imageFile);
  return files;
}

/** The draft with uploaded URLs in place of the chosen files. */
export function withUploads(draft: Draft, urls: Map<string, string>): Draft {
  const widgets = draft.widgets.map((w): DraftWidget => {
    if (w.group === 'images') {
      const images = w.content.images.map(({ file, ...img }) =>
        file && urls.has(file) ? { ...img, source: urls.get(file)! } : file ? { ...img, file } : img,
      );
      return { ...w, content: { ...w.content, images } };
    }
    if (w.group === 'button' && w.iconFile && urls.has(w.iconFile)) {
      const { iconFile, ...rest } = w;
      return { ...rest, content: { ...rest.content, icon: urls.get(iconFile)! } };
    }
    return w;
  });
  const { imageFile, ...bg } = draft.background;
  const background = imageFile && urls.has(imageFile) ? { ...bg, image: urls.get(imageFile)! } : draft.background;
  return { ...draft, widgets, background };
}

/** The update call's body: group, content and `_id` when it exists; editor-only fields dropped (spec 3 §7). */
export function widgetsPayload(widgets: DraftWidget[]): WidgetInput[] {
  return widgets.map((w): WidgetInput => {
    const base = w._id ? { _id: w._id } : {};
    if (w.group === 'images') {
      return {
        ...base,
        group: w.group,
        content: { ...w.content, images: w.content.images.map(({ source, url, text }) => ({ source, url, text })) },
      };
    }
    return { ...base, group: w.group, content: w.content } as WidgetInput;
  });
}

export function backgroundPayload(b: DraftBackground): Background {
  return { image: b.image, color: b.color, active: b.active };
}

/** Drafts survive reloads, chosen files do not: forget pictures whose file is gone. */
export function withoutLostFiles(draft: Draft, hasFile: (file: string) => boolean): Draft {
  const widgets = draft.widgets.map((w): DraftWidget => {
    if (w.group === 'images')
      return { ...w, content: { ...w.content, images: w.content.images.filter((i) => !i.file || hasFile(i.file)) } };
    if (w.group === 'button' && w.iconFile && !hasFile(w.iconFile)) {
      const { iconFile: _lost, ...rest } = w;
      return rest;
    }
    return w;
  });
  const { imageFile, ...bg } = draft.background;
  return {
    ...draft,
    widgets,
    background: imageFile && !hasFile(imageFile) ? { ...bg, active: bg.image ? bg.active : 'color' } : draft.background,
  };
}

export type { WidgetImage };
