import { expect, test } from '@playwright/test';

const key = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';

test.describe('product list API through the gateway', () => {
  test('a bad parameter gets a 400 with a readable message', async ({ request }) => {
    const res = await request.get('/api/e-commerce/product/v1/all?limit=abc', { headers: { Authorization: key } });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.status).toBe(false);
    expect(body.errors[0].field).toBe('limit');
    expect(body.message).toMatch(/angka/i);
  });

  test('answers 15 products per page by default', async ({ request }) => {
    const res = await request.get('/api/e-commerce/product/v1/all', { headers: { Authorization: key } });
    expect(res.ok()).toBe(true);
    const body = await res.json();
    expect(body.result.datas).toHaveLength(15);
    expect(body.result.page.currentPage).toBe(1);
  });
});
