import { expect, test } from '../support/fixtures';

// WhatsApp and Facebook read the HTML without running JavaScript: the tags must be in the response itself.
test.describe('link previews of a public page', () => {
  test('the HTML of a short link carries the page title and Open Graph tags', async ({ request }) => {
    const res = await request.get('/short-link/contohRona01');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Rona Skincare &amp; Klinik</title>');
    expect(html).toContain('<meta property="og:title" content="Rona Skincare &amp; Klinik">');
    expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/short-link\/contohRona01">/);
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).not.toContain('<title>Rona Link</title>');
  });

  test('an unknown id gets the not-found title', async ({ request }) => {
    const html = await (await request.get('/short-link/tidakAdaPage1')).text();
    expect(html).toContain('<title>Page link tidak ditemukan</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('other link-tool pages keep the default title', async ({ request }) => {
    const html = await (await request.get('/link-login')).text();
    expect(html).toContain('<title>Rona Link</title>');
  });
});
