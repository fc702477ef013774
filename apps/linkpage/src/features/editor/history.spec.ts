import { describe, expect, it } from 'vitest';
import { draftOf, newWidget, widgetsPayload, withUploads, pendingFiles, type Draft } from './draft-model';
import { editorReducer, initialHistory, type EditorAction, type History } from './history';

const run = (h: History, ...actions: EditorAction[]) => actions.reduce(editorReducer, h);
const groups = (h: History) => h.present.widgets.map((w) => w.group);
const empty: Draft = { widgets: [], selected: null, background: { image: null, color: '#ffffff', active: 'color' } };

describe('editor history', () => {
  it('adds, reorders, duplicates and removes, each undoable and redoable', () => {
    const text = newWidget('text');
    const button = newWidget('button');
    let h = run(
      initialHistory(empty),
      { type: 'add', widget: text },
      { type: 'add', widget: button },
      { type: 'move', from: 1, to: 0 },
    );
    expect(groups(h)).toEqual(['button', 'text']);
    h = run(h, { type: 'undo' });
    expect(groups(h)).toEqual(['text', 'button']);
    h = run(h, { type: 'redo' });
    expect(groups(h)).toEqual(['button', 'text']);
    h = run(h, { type: 'duplicate', key: text.key });
    expect(groups(h)).toEqual(['button', 'text', 'text']);
    expect(h.present.selected).not.toBe(text.key);
    h = run(h, { type: 'remove', key: button.key }, { type: 'undo' });
    expect(groups(h)).toEqual(['button', 'text', 'text']);
    expect(h.dirty).toBe(true);
  });

  it('a new change drops the redo steps; selecting is not an undo step', () => {
    const text = newWidget('text');
    let h = run(initialHistory(empty), { type: 'add', widget: text }, { type: 'undo' });
    expect(h.future).toHaveLength(1);
    h = run(h, { type: 'add', widget: newWidget('products') });
    expect(h.future).toHaveLength(0);
    const before = h.past.length;
    h = run(h, { type: 'select', key: null });
    expect(h.past.length).toBe(before);
  });

  it('typing in one field is one undo step', () => {
    const text = newWidget('text');
    if (text.group !== 'text') throw new Error('text');
    const type = (titleText: string): EditorAction => ({
      type: 'update',
      key: text.key,
      mergeKey: 'title',
      change: (w) => (w.group === 'text' ? { ...w, content: { ...w.content, titleText } } : w),
    });
    let h = run(initialHistory(empty), { type: 'add', widget: text }, type('H'), type('Ha'), type('Hal'));
    h = run(h, { type: 'undo' });
    expect(h.present.widgets[0]?.content).toMatchObject({ titleText: text.content.titleText });
  });
});

describe('new widgets and the update payload', () => {
  it('uses the spec defaults', () => {
    const text = newWidget('text');
    const button = newWidget('button');
    expect(text.group === 'text' && text.content.styles).toMatchObject({ fontSize: 22, textAlign: 'center' });
    expect(button.group === 'button' && button.content).toMatchObject({
      titleText: 'SHARE YOUR LINK HERE',
      styles: {
        borderRadius: '24px',
        fontSize: 14,
        border: { width: 2 },
        boxShadow: { direction: 'right', color: 'rgb(68,68,68)', opacity: 0.5 },
      },
    });
  });

  it('sends group, content and _id only when it exists, with uploaded URLs in place of chosen files', () => {
    const text = newWidget('text');
    if (text.group !== 'text') throw new Error('text');
    const saved = draftOf({
      background: { image: null, color: '#fff', active: 'color' },
      widgets: [{ _id: 'abc', group: 'text', content: text.content }],
    });
    const images = newWidget('images');
    if (images.group !== 'images') throw new Error('images');
    images.content.images = [{ source: '', url: '', text: 'x', file: 'f-1' }];
    const draft: Draft = { ...saved, widgets: [...saved.widgets, images] };
    expect(pendingFiles(draft)).toEqual(['f-1']);
    const payload = widgetsPayload(withUploads(draft, new Map([['f-1', '/api/media/uploads/1.png']])).widgets);
    expect(payload[0]).toMatchObject({ _id: 'abc', group: 'text' });
    expect('key' in payload[0]!).toBe(false);
    expect(payload[1]).not.toHaveProperty('_id');
    expect(payload[1]).toMatchObject({
      content: { images: [{ source: '/api/media/uploads/1.png', url: '', text: 'x' }] },
    });
    expect((payload[1] as { content: { images: object[] } }).content.images[0]).not.toHaveProperty('file');
  });
});
