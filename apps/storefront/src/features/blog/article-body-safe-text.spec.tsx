import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ArticleBody } from './article-body';
import { anArticleDetail } from './blog-test-data';

/**
 * Issue 28 §3: article text written by staff in the back office is plain text. Markup typed into a
 * title, the short description or a section reaches the page as characters — on the server-rendered
 * HTML (the page server) and in the browser — never as an element that runs or loads anything.
 */
const SCRIPT = '<script>window.__diretas = true</script>';
const IMG = '<img src=x onerror="window.__diretas = true">';

const hostile = anArticleDetail({
  title: `<b>Judul</b> ${SCRIPT}`,
  shortDescription: IMG,
  sections: [{ title: '<i>Bagian</i>', description: `${SCRIPT}\n\n${IMG}`, images: null }],
});

const page = () => (
  <MemoryRouter>
    <ArticleBody article={hostile} />
  </MemoryRouter>
);

describe('article text typed by staff', () => {
  it('is escaped in the server-rendered HTML', () => {
    const html = renderToString(page());
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toContain('<b>Judul</b>');
    expect(html).toContain('&lt;script&gt;window.__diretas = true&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=');
  });

  it('shows as text in the browser: no script, no image with onerror, each paragraph its own', () => {
    const { container } = render(page());
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.querySelector('b, i')).toBeNull();
    expect(screen.getAllByText(SCRIPT).length).toBeGreaterThan(0);
    expect(screen.getAllByText(IMG).length).toBeGreaterThan(0);
    expect(screen.getByText('<i>Bagian</i>')).toBeTruthy();
    expect((window as { __diretas?: boolean }).__diretas).toBeUndefined();
  });
});
