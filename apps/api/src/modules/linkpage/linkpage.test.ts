import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@rona/domain';
import { linkPages, users } from '../../db/schema';
import { LINK_TOOL_SITE } from '../../http/auth';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSession, hashPassword } from '../auth/sessions';
import { REDIRECT_TARGETS, SAMPLE_PAGE_ID } from '../../db/seed/link-pages';

let t: TestApp;
let partnerA: string;
let partnerB: string;
let member: string;

async function userWithSession(email: string, roles: { name: string; sites: string[] }[]) {
  const [u] = await t.app.db
    .insert(users)
    .values({ fullName: email, email, passwordHash: await hashPassword('Rahasia123'), roles })
    .returning({ id: users.id });
  return `Bearer ${(await createSession(t.app.db, u!.id)).token}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function send(method: Method, url: string, auth: string | null, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: auth ? { authorization: auth } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as { status: boolean; message: string; result?: any } };
}

/** A real 1×1 PNG (uploads are decoded and re-encoded without metadata, so a bare header is refused). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154789c633850160500038a0191752fc7850000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.from(
  'ffd8ffdb00430006040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b231c1616202c20232627292a29191f2d302d283025282928ffdb0043010707070a080a130a0a13281a161a2828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828ffc00011080001000103012200021101031101ffc4001500010100000000000000000000000000000004ffc40014100100000000000000000000000000000000ffc4001501010100000000000000000000000000000506ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00b0002ad7ffd9',
  'hex',
);

function multipart(files: { name?: string; filename: string; type: string; bytes: Buffer }[]) {
  const boundary = '----ronaTestBoundary';
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'image'}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(url: string, auth: string | null, files: Parameters<typeof multipart>[0]) {
  const { payload, contentType } = multipart(files);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(auth ? { authorization: auth } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { status: boolean; message: string; result?: any } };
}

const textStyles = {
  fontFamily: 'Poppins',
  fontSize: 22,
  color: '#333333',
  fontWeight: 'normal',
  fontStyle: 'normal',
  textAlign: 'center',
  textDecoration: 'none',
  backgroundColor: '#ffffff',
  backgroundOpacity: 0,
};
const boxStyles = {
  ...textStyles,
  borderRadius: '24px',
  border: { width: 2, color: '#d45538' },
  boxShadow: { direction: 'right', color: 'rgb(68,68,68)', opacity: 0.5 },
};
const textWidget = (titleText: string, _id?: string) => ({
  ...(_id ? { _id } : {}),
  group: 'text',
  content: { titleText, styles: textStyles },
});
const buttonWidget = (url: string) => ({
  group: 'button',
  content: { titleText: 'SHARE YOUR LINK HERE', url, icon: null, styles: boxStyles },
});
const productsWidget = (count: number, url = 'rona/serum-niacinamide-20ml') => ({
  group: 'products',
  content: {
    titleText: 'Produk',
    products: Array.from({ length: count }, () => ({
      name: 'Serum',
      star: 4.5,
      image: '/api/media/x.png',
      url,
      color: '#d45538',
    })),
    styles: boxStyles,
  },
});

beforeAll(async () => {
  t = await createTestApp();
  partnerA = await userWithSession('a@partner.test', [{ name: 'partner', sites: [LINK_TOOL_SITE] }]);
  partnerB = await userWithSession('b@partner.test', [{ name: 'partner', sites: [LINK_TOOL_SITE] }]);
  member = await userWithSession('member@rona.test', [{ name: 'member', sites: ['clinic'] }]);
});
afterAll(() => t.close());

describe('link pages of a partner', () => {
  it('creates a white page, lists it and answers its public address', async () => {
    const created = await send('POST', '/data/external/v1/createpage', partnerA, {});
    expect(created.status).toBe(200);
    const id = created.body.result as string;
    expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
    const list = await send('GET', '/data/external/v1/page', partnerA);
    const page = list.body.result.find((p: { _id: string }) => p._id === id);
    expect(page).toEqual({
      _id: id,
      url: `/short-link/${id}`,
      background: { image: null, color: '#ffffff', active: 'color' },
      widgets: [],
    });
    const other = await send('GET', '/data/external/v1/page', partnerB);
    expect(other.body.result.map((p: { _id: string }) => p._id)).not.toContain(id);
  });

  it('refuses members without the store role (403) and calls without a session (401)', async () => {
    expect((await send('GET', '/data/external/v1/page', member)).status).toBe(403);
    expect((await send('POST', '/data/external/v1/createpage', member, {})).status).toBe(403);
    expect((await send('GET', '/data/external/v1/page', null)).status).toBe(401);
  });

  it('saves widgets in the order sent, keeps known ids and mints new ones for unknown ids', async () => {
    const id = (await send('POST', '/data/external/v1/createpage', partnerA, {})).body.result;
    const first = await send('PUT', `/data/external/v1/updatepage/${id}`, partnerA, {
      widgets: [textWidget('Satu'), buttonWidget('https://wa.me/6281234567890'), productsWidget(2)],
    });
    expect(first.status).toBe(200);
    const [a, b, c] = first.body.result.widgets;
    expect([a.group, b.group, c.group]).toEqual(['text', 'button', 'products']);
    const second = await send('PUT', `/data/external/v1/updatepage/${id}`, partnerA, {
      widgets: [{ ...c, _id: c._id }, textWidget('Dua', 'not-one-of-mine'), { ...a }],
    });
    expect(second.status).toBe(200);
    const ids = second.body.result.widgets.map((w: { _id: string }) => w._id);
    expect(ids[0]).toBe(c._id);
    expect(ids[1]).not.toBe('not-one-of-mine');
    expect(ids[2]).toBe(a._id);
  });

  it("forbids changing or deleting another partner's page (403) and answers 404 for none", async () => {
    const id = (await send('POST', '/data/external/v1/createpage', partnerA, {})).body.result;
    const widgets = await send('PUT', `/data/external/v1/updatepage/${id}`, partnerB, {
      widgets: [textWidget('Bukan punyamu')],
    });
    expect(widgets.status).toBe(403);
    const bg = await send('PUT', `/data/external/v1/updatebackground/${id}`, partnerB, {
      image: null,
      color: '#000000',
      active: 'color',
    });
    expect(bg.status).toBe(403);
    expect((await send('DELETE', `/data/external/v1/deletepage/${id}`, partnerB)).status).toBe(403);
    expect((await send('DELETE', '/data/external/v1/deletepage/tidakAda', partnerA)).status).toBe(404);
    const [row] = await t.app.db.select().from(linkPages).where(eq(linkPages.id, id));
    expect(row?.widgets).toEqual([]);
  });

  it('deletes an own page', async () => {
    const id = (await send('POST', '/data/external/v1/createpage', partnerA, {})).body.result;
    const res = await send('DELETE', `/data/external/v1/deletepage/${id}`, partnerA);
    expect(res.body.result).toEqual({ id });
    expect((await send('GET', `/external/v1/page/${id}`, 'test-public-key')).status).toBe(404);
  });
});

describe('widget content validation on save', () => {
  let id: string;
  beforeAll(async () => {
    id = (await send('POST', '/data/external/v1/createpage', partnerA, {})).body.result;
  });
  const save = (widgets: unknown[]) => send('PUT', `/data/external/v1/updatepage/${id}`, partnerA, { widgets });

  it('rejects javascript: and data: links with 400', async () => {
    const js = await save([buttonWidget('javascript:alert(1)')]);
    expect(js.status).toBe(400);
    expect(js.body.message).toContain('Tautan harus diawali');
    expect((await save([buttonWidget('data:text/html,<script>alert(1)</script>')])).status).toBe(400);
    expect((await save([buttonWidget(' javascript:alert(1)')])).status).toBe(400);
  });

  it('accepts http(s), mailto, tel and WhatsApp links', async () => {
    for (const url of [
      'https://rona.id',
      'mailto:cs@rona.id',
      'tel:+6281234',
      'whatsapp://send?phone=62812',
      'https://wa.me/62812',
    ]) {
      expect((await save([buttonWidget(url)])).status, url).toBe(200);
    }
  });

  it('rejects unknown groups and fields, styles outside the sliders and too many products or images', async () => {
    expect((await save([{ group: 'video', content: {} }])).status).toBe(400);
    expect(
      (await save([{ ...textWidget('x'), content: { titleText: 'x', styles: textStyles, html: '<b>' } }])).status,
    ).toBe(400);
    expect(
      (await save([{ ...textWidget('x'), content: { titleText: 'x', styles: { ...textStyles, fontSize: 61 } } }]))
        .status,
    ).toBe(400);
    expect(
      (
        await save([
          { ...textWidget('x'), content: { titleText: 'x', styles: { ...textStyles, color: 'red;position:fixed' } } },
        ])
      ).status,
    ).toBe(400);
    expect((await save([productsWidget(10)])).status).toBe(200);
    expect((await save([productsWidget(11)])).status).toBe(400);
    const image = { source: '/api/media/uploads/a.png', url: '', text: '' };
    const images = (n: number) => ({
      group: 'images',
      content: {
        objectCategory: 'grid',
        images: Array.from({ length: n }, () => image),
        styles: { borderRadius: '24px', boxShadow: null, size: 10, aspectRatio: '3/2' },
      },
    });
    expect((await save([images(6)])).status).toBe(200);
    expect((await save([images(7)])).status).toBe(400);
    expect(
      (
        await save([
          { ...images(1), content: { ...images(1).content, images: [{ ...image, source: 'javascript:alert(1)' }] } },
        ])
      ).status,
    ).toBe(400);
  });

  it('validates the background', async () => {
    const url = `/data/external/v1/updatebackground/${id}`;
    expect((await send('PUT', url, partnerA, { image: null, color: '#123456', active: 'color' })).body.result).toEqual({
      image: null,
      color: '#123456',
      active: 'color',
    });
    expect((await send('PUT', url, partnerA, { image: null, color: '#123456', active: 'image' })).status).toBe(400);
    expect(
      (await send('PUT', url, partnerA, { image: 'javascript:alert(1)', color: '#fff', active: 'image' })).status,
    ).toBe(400);
    expect((await send('PUT', url, partnerA, { image: null, color: 'url(x)', active: 'color' })).status).toBe(400);
  });
});

describe('public page', () => {
  it('answers background, widgets in order and live prices of the product cards, with the key', async () => {
    const id = (await send('POST', '/data/external/v1/createpage', partnerA, {})).body.result;
    const list = await send('GET', '/e-commerce/product/v1/all?limit=100', 'test-public-key');
    const item = list.body.result.datas.find((p: { warehouse: { discount: unknown } }) => p.warehouse.discount);
    const variant = item.url as string;
    await send('PUT', `/data/external/v1/updatepage/${id}`, partnerA, {
      widgets: [textWidget('Halo'), productsWidget(1, variant)],
    });
    await send('PUT', `/data/external/v1/updatebackground/${id}`, partnerA, {
      image: null,
      color: '#fafafa',
      active: 'color',
    });
    const res = await send('GET', `/external/v1/page/${id}`, 'test-public-key');
    expect(res.status).toBe(200);
    expect(res.body.result.background.color).toBe('#fafafa');
    expect(res.body.result.widgets.map((w: { group: string }) => w.group)).toEqual(['text', 'products']);
    expect(res.body.result.prices[variant]).toEqual({
      price: item.warehouse.price,
      fixedPrice: item.warehouse.fixedPrice,
    });
    expect(item.warehouse.fixedPrice).toBeLessThan(item.warehouse.price);
    expect((await send('GET', `/external/v1/page/${id}`, null)).status).toBe(401);
    expect((await send('GET', '/external/v1/page/tidakAdaPage', 'test-public-key')).status).toBe(404);
  });

  it('has the seeded sample page of the demo partner', async () => {
    const res = await send('GET', `/external/v1/page/${SAMPLE_PAGE_ID}`, 'test-public-key');
    expect(res.status).toBe(200);
    expect(res.body.result.widgets.length).toBeGreaterThanOrEqual(3);
  });
});

describe('/everywhere targets', () => {
  it('answers the operator’s target and 404 for any other key (no open redirect)', async () => {
    const first = REDIRECT_TARGETS[0];
    expect((await send('GET', `/everywhere/${first.key}`, 'test-public-key')).body.result).toBe(first.url);
    const open = await send('GET', `/everywhere/${encodeURIComponent('https://evil.example')}`, 'test-public-key');
    expect(open.status).toBe(404);
  });
});

describe('uploads', () => {
  it('stores real images on disk and answers their URLs in order (image-many)', async () => {
    const res = await upload('/upload/v1/image-many', partnerA, [
      { filename: 'a.png', type: 'image/png', bytes: PNG },
      { filename: 'b.jpg', type: 'image/jpeg', bytes: JPEG },
    ]);
    expect(res.status).toBe(200);
    const [a, b] = res.body.result as string[];
    expect(a).toMatch(/^\/api\/media\/uploads\/[0-9a-f-]+\.png$/);
    expect(b).toMatch(/\.jpg$/);
    const onDisk = await readFile(path.join(t.config.mediaDir, a!.replace('/api/media/', '')));
    // Re-encoded without metadata: still a PNG of the same picture.
    expect(onDisk.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: a!.replace('/api', '') });
    expect(served.statusCode).toBe(200);
  });

  it('answers image-single with one URL', async () => {
    const res = await upload('/upload/v1/image-single', partnerA, [
      { filename: 'icon.png', type: 'image/png', bytes: PNG },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatch(/\.png$/);
    const two = await upload('/upload/v1/image-single', partnerA, [
      { filename: 'a.png', type: 'image/png', bytes: PNG },
      { filename: 'b.png', type: 'image/png', bytes: PNG },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Hanya 1 gambar sekali unggah');
  });

  it('rejects a file that is not an image by its content, whatever its name says (400)', async () => {
    const fake = Buffer.from('<svg onload="alert(1)"></svg>');
    const res = await upload('/upload/v1/image-many', partnerA, [
      { filename: 'foto.png', type: 'image/png', bytes: fake },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('File harus berupa gambar (jpg, png, webp atau gif)');
  });

  it('rejects a file over 5 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload('/upload/v1/image-many', partnerA, [
      { filename: 'big.png', type: 'image/png', bytes: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOAD_TOO_LARGE);
  });

  it('rejects more than 6 files, uploads by members without the role and requests without files', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ filename: `${i}.png`, type: 'image/png', bytes: PNG }));
    expect((await upload('/upload/v1/image-many', partnerA, seven)).status).toBe(400);
    expect(
      (await upload('/upload/v1/image-many', member, [{ filename: 'a.png', type: 'image/png', bytes: PNG }])).status,
    ).toBe(403);
    expect((await send('POST', '/upload/v1/image-many', partnerA, {})).status).toBe(400);
  });
});
