import sharp from 'sharp';
import { paths } from '@rona/routes';
import { STAFF_PASSWORD, staffLogin } from '../support/backoffice';
import { press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { keyHeaders, ok } from '../support/shop-api';

const ADMIN = { 'X-Rona-Client': 'admin' };
const KATALOG = 'katalog@rona.id';

/** A small photo as a phone would send it (a JPEG of one colour); the API re-encodes it. */
const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

/**
 * Issue 27 §1 on a phone: Katalog takes three photos at once (sent in parallel, their answers back
 * in any order: every one stays in the list) and removes one by a tap.
 */
test('Katalog adds three photos at once by a tap on Unggah Foto and removes one @phone', async ({ page, request }) => {
  const { accessToken } = await ok<{ accessToken: string }>(
    await request.post('/api/admin/v1/login', { headers: ADMIN, data: { email: KATALOG, password: STAFF_PASSWORD } }),
  );
  const staff = { Authorization: `Bearer ${accessToken}` };
  const categories = await ok<{ _id: string; type: string; parentId: string | null }[]>(
    await request.get('/api/e-commerce/home/v1/category', { headers: keyHeaders }),
  );
  const sub = categories.find((c) => c.type === 'subcategory' && c.parentId)!;
  const run = Date.now().toString(36);
  const { productId } = await ok<{ productId: string }>(
    await request.post('/api/admin/v1/products', {
      headers: staff,
      data: {
        name: `Foto Uji ${run}`,
        slug: `e2e-foto-${run}`,
        categoryId: sub.parentId,
        subcategoryId: sub._id,
        skinTypes: ['Normal'],
        description: 'Produk untuk uji foto.',
        bpom: 'NA18230199998',
      },
    }),
  );

  await staffLogin(page, KATALOG, paths.adminProducts());
  await page.goto(paths.adminProduct(productId));
  const chooser = page.waitForEvent('filechooser');
  await press(page.getByRole('button', { name: 'Unggah Foto' }));
  await (
    await chooser
  ).setFiles([await photo('a.jpg', '#c0765a'), await photo('b.jpg', '#2a6f4e'), await photo('c.jpg', '#3b5ba5')]);
  await expect(page.getByTestId('image-tile')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: 'Jadikan Foto 1 foto utama' })).toBeChecked();

  await press(page.getByRole('button', { name: /^Hapus Foto 2/ }));
  await expect(page.getByTestId('image-tile')).toHaveCount(2);
  const stored = await ok<{ images: unknown[] }>(
    await request.get(`/api/admin/v1/products/${productId}`, { headers: staff }),
  );
  expect(stored.images).toHaveLength(2);
});
