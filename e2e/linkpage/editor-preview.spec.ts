import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PARTNER = { email: 'partner@rona.id', password: 'RonaPartner123' };

/**
 * An element tree as tags, sorted attributes (inline styles through the browser's CSS parser, so
 * `color:#333333` and `color: rgb(51, 51, 51)` agree) and texts: markup compared by meaning.
 */
function canonical(root: Locator): Promise<string> {
  return root.evaluate((el) => {
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof HTMLElement)) return '';
      const attrs = [...node.attributes]
        .map((a) => `${a.name}=${a.name === 'style' ? node.style.cssText : a.value}`)
        .sort()
        .join(' ');
      return `<${node.tagName} ${attrs}>${[...node.childNodes].map(walk).join('')}</${node.tagName}>`;
    };
    return [...el.childNodes].map(walk).join('');
  });
}

// Issue 15: the editor's preview is the public page's markup, so what a partner sees is what visitors get.
test('the editor preview renders the same markup as the server-rendered public page, prices included', async ({
  page,
  request,
}) => {
  const publicHtml = await (await request.get('/short-link/contohRona01')).text();
  const publicBody = /<body>([\s\S]*)<\/body>/.exec(publicHtml)![1]!;

  await page.goto('/link-login');
  await page.getByLabel('Email').fill(PARTNER.email);
  await page.getByLabel(/^Kata Sandi/).fill(PARTNER.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/link-page$/);
  await page.goto('/link-page/contohRona01');
  const preview = page.getByTestId('editor-preview').getByTestId('link-page');
  await expect(preview.getByText(/^Rp /).first()).toBeVisible();

  // The visitor's markup, parsed in the same document (never shown, its pictures not loaded).
  await page.evaluate((body) => {
    const template = document.createElement('template');
    template.innerHTML = body;
    const holder = document.createElement('div');
    holder.id = 'visitor-copy';
    holder.hidden = true;
    holder.append(template.content.querySelector('[data-testid="link-page"]')!);
    document.body.append(holder);
  }, publicBody);
  const visitor = page.locator('#visitor-copy [data-testid="link-page"]');
  const visitorMarkup = await canonical(visitor);
  expect(visitorMarkup).toMatch(/Rp \d/);
  expect(await canonical(preview)).toBe(visitorMarkup);
});
