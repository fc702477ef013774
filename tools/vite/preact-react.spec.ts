import { describe, expect, it } from 'vitest';
import { createContext, createElement as h } from 'preact';
import * as compat from 'preact/compat';
import { renderToStringAsync } from 'preact-render-to-string';
import { Activity, use } from './preact-react';

const Theme = createContext('default theme');

function ThemeName() {
  return h('p', null, use(Theme));
}

describe('what preact/compat lacks of React 19 (decision 017)', () => {
  it("reads a context with `use` in the server's HTML (compat's own use finds no provider there)", async () => {
    const page = h(Theme.Provider, { value: 'rona' }, h(ThemeName, null));
    expect(await renderToStringAsync(page)).toBe('<p>rona</p>');
    const withCompatUse = h(
      Theme.Provider,
      { value: 'rona' },
      h(() => h('p', null, compat.use(Theme)), null),
    );
    await expect(renderToStringAsync(withCompatUse)).rejects.toThrow(TypeError);
  });

  it('reads a promise with `use` as compat does', async () => {
    const ready = Promise.resolve('siap');
    function Ready() {
      return h('p', null, use(ready));
    }
    expect(await renderToStringAsync(h(compat.Suspense, { fallback: null }, h(Ready, null)))).toContain('<p>siap</p>');
  });

  it('keeps hidden Activity children in the page, not displayed, in the same box as when visible', async () => {
    const hidden = await renderToStringAsync(h(Activity, { mode: 'hidden' }, h('p', null, 'isi')));
    const visible = await renderToStringAsync(h(Activity, { mode: 'visible' }, h('p', null, 'isi')));
    expect(hidden).toBe('<div style="display:none;"><p>isi</p></div>');
    expect(visible).toBe('<div style="display:contents;"><p>isi</p></div>');
  });
});
