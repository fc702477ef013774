import { describe, expect, it } from 'vitest';
import { fillTemplate, lowPriorityScripts, pageUrlOf } from './page-template';

const template = `<!doctype html><html lang="id"><head><meta charset="UTF-8" />
<!--rona-page-head--><title>Default</title><meta name="description" content="d" /><!--/rona-page-head-->
<script>window.__RONA_CONFIG__={}</script></head><body><div id="root"></div></body></html>`;

describe('page template', () => {
  it("replaces the default title and description with the page's head, fills #root, adds the payload after it", () => {
    const html = fillTemplate(template, {
      head: '<title>Serum $& | Rona</title>',
      body: '<main>Serum $1</main>',
      payload: '<script type="application/json" id="rona-ssr">{}</script>',
    });
    expect(html).toContain('<title>Serum $& | Rona</title>');
    expect(html).not.toContain('Default');
    expect(html).not.toContain('name="description" content="d"');
    expect(html).not.toContain('rona-page-head');
    expect(html).toContain(
      '<div id="root"><main>Serum $1</main></div><script type="application/json" id="rona-ssr">{}</script></body>',
    );
    expect(html).toContain('window.__RONA_CONFIG__');
  });

  it("puts the page's route assets at the end of the head, after what the template links", () => {
    const html = fillTemplate(template, {
      head: '',
      body: '',
      payload: '',
      assets: '<link rel="stylesheet" href="/r.css">',
    });
    expect(html).toContain('<script>window.__RONA_CONFIG__={}</script><link rel="stylesheet" href="/r.css">\n</head>');
  });

  it("fetches the head's scripts at low priority, so the stylesheets and the LCP picture go first", () => {
    const html = fillTemplate(
      template.replace('</head>', '<script type="module" crossorigin src="/e.js"></script></head>'),
      {
        head: '',
        body: '<p>&lt;script type="module"</p>',
        payload: '',
        assets: '<link rel="modulepreload" href="/r.js">',
      },
    );
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/e.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/r.js">');
    expect(lowPriorityScripts('<link rel="modulepreload" fetchpriority="high" href="/x.js">')).toBe(
      '<link rel="modulepreload" fetchpriority="high" href="/x.js">',
    );
  });

  it('refuses a template without the head region or the root element', () => {
    expect(() =>
      fillTemplate('<html><body><div id="root"></div></body></html>', { head: '', body: '', payload: '' }),
    ).toThrow(/rona-page-head/);
  });

  it('keeps every request target on the shop origin', () => {
    expect(pageUrlOf('/products?search=serum', 'https://rona.id').href).toBe('https://rona.id/products?search=serum');
    const sneaky = pageUrlOf('//evil.example/x?y=1', 'https://rona.id/');
    expect(sneaky.origin).toBe('https://rona.id');
    expect(sneaky.pathname).toBe('//evil.example/x');
  });
});
