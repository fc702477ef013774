import { asc, eq } from 'drizzle-orm';
import { CUSTOMER_CARE_WHATSAPP, DEFAULT_BACKGROUND, MERCHANT_SLUG, type Widget } from '@rona/domain';
import type { DbOrTx } from '../client';
import { linkPages, products, redirectTargets, users, variants } from '../schema';
import { newId } from '../../lib/short-id';

/** The operator's /everywhere targets; the only places that route can send a visitor. */
export const REDIRECT_TARGETS = [
  { key: 'shopee', url: 'https://shopee.co.id/rona.official', note: 'Shopee' },
  { key: 'tokopedia', url: 'https://www.tokopedia.com/rona-official', note: 'Tokopedia' },
  { key: 'tiktok', url: 'https://www.tiktok.com/@rona.official', note: 'Tiktok' },
  { key: 'blibli', url: 'https://www.blibli.com/merchant/rona-official', note: 'Blibli' },
  { key: 'lazada', url: 'https://www.lazada.co.id/shop/rona-official', note: 'Lazada' },
  { key: 'whatsapp', url: `https://wa.me/${CUSTOMER_CARE_WHATSAPP}`, note: 'Customer care chat' },
] as const;

export const SAMPLE_PAGE_ID = 'contohRona01';
const SAMPLE_OWNER = 'partner@rona.id';

const textStyles = {
  fontFamily: 'Poppins',
  fontSize: 22,
  color: '#333333',
  fontWeight: 'bold',
  fontStyle: 'normal',
  textAlign: 'center',
  textDecoration: 'none',
  backgroundColor: '#ffffff',
  backgroundOpacity: 0,
} as const;
const boxStyles = {
  ...textStyles,
  fontSize: 14,
  fontWeight: 'normal',
  // The brand's text colour (4.5:1 on white, issue 13).
  color: '#b94429',
  backgroundOpacity: 1,
  borderRadius: '24px',
  border: { width: 2, color: '#b94429' },
  boxShadow: { direction: 'right', color: 'rgb(68,68,68)', opacity: 0.5 },
} as const;

async function sampleWidgets(db: DbOrTx): Promise<Widget[]> {
  const picks = await db
    .select({ name: products.name, image: products.image, slug: variants.slug, star: products.ratingAvg })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.position, 0))
    .orderBy(asc(products.slug))
    .limit(2);
  const widgets: Widget[] = [
    { _id: newId(16), group: 'text', content: { titleText: 'Rona Skincare & Klinik', styles: textStyles } },
    {
      _id: newId(16),
      group: 'button',
      content: { titleText: 'Belanja di Rona', url: 'https://rona.id/products', icon: null, styles: boxStyles },
    },
    {
      _id: newId(16),
      group: 'button',
      content: {
        titleText: 'Chat Customer Care',
        url: `https://wa.me/${CUSTOMER_CARE_WHATSAPP}`,
        icon: null,
        styles: boxStyles,
      },
    },
  ];
  if (picks.length > 0) {
    widgets.push({
      _id: newId(16),
      group: 'products',
      content: {
        titleText: 'Produk Favorit',
        products: picks.map((p) => ({
          name: p.name,
          star: Math.round(p.star * 10) / 10,
          image: p.image || '/api/media/placeholder.png',
          url: `${MERCHANT_SLUG}/${p.slug}`,
          color: '#b94429',
        })),
        styles: { ...boxStyles, boxShadow: null },
      },
    });
  }
  return widgets;
}

/** Redirect targets always; outside production a sample page for the demo partner. */
export async function insertLinkPageSeed(db: DbOrTx, opts: { samplePage: boolean }) {
  await db
    .insert(redirectTargets)
    .values([...REDIRECT_TARGETS])
    .onConflictDoNothing();
  if (!opts.samplePage) return;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, SAMPLE_OWNER)).limit(1);
  if (!owner) return;
  await db
    .insert(linkPages)
    .values({ id: SAMPLE_PAGE_ID, ownerId: owner.id, background: DEFAULT_BACKGROUND, widgets: await sampleWidgets(db) })
    .onConflictDoNothing();
}
