import {
  DEFAULT_BACKGROUND,
  MERCHANT_SLUG,
  type Background,
  type LinkPage,
  type LivePrice,
  type PublicLinkPage,
  type Widget,
  type WidgetInput,
} from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { newId } from '../../lib/short-id';
import { warehouseOf } from '../catalogue/pricing';
import { linkPageMessages as m } from './messages';
import {
  activeVariantsBySlug,
  deleteLinkPage,
  insertLinkPage,
  linkPageById,
  linkPagesOf,
  redirectTargetUrl,
  setLinkPageBackground,
  setLinkPageWidgets,
  type LinkPageRow,
} from './repository';

export const publicUrlOf = (id: string) => `/short-link/${id}`;

function toLinkPage(row: LinkPageRow): LinkPage {
  return { _id: row.id, url: publicUrlOf(row.id), background: row.background, widgets: row.widgets };
}

export function linkPageService(db: DbOrTx) {
  /** The page when `userId` owns it: 404 when there is none, 403 when it is someone else's. */
  async function ownPage(id: string, userId: string): Promise<LinkPageRow> {
    const row = await linkPageById(db, id);
    if (!row) throw notFound(m.pageNotFound);
    if (row.ownerId !== userId) throw forbidden(m.notOwner);
    return row;
  }

  async function livePrices(widgets: Widget[]): Promise<Record<string, LivePrice>> {
    const urls = widgets.flatMap((w) => (w.group === 'products' ? w.content.products.map((p) => p.url) : []));
    const slugs = [...new Set(urls.map((u) => u.split('/')))]
      .filter((parts) => parts.length === 2 && parts[0]!.toLowerCase() === MERCHANT_SLUG)
      .map((parts) => parts[1]!.toLowerCase());
    const rows = await activeVariantsBySlug(db, slugs);
    const now = new Date();
    const prices: Record<string, LivePrice> = {};
    for (const url of urls) {
      const row = rows.find((r) => `${MERCHANT_SLUG}/${r.slug}` === url.toLowerCase());
      if (!row) continue;
      const { price, fixedPrice } = warehouseOf(row, 0, now);
      prices[url] = { price, fixedPrice };
    }
    return prices;
  }

  return {
    async list(userId: string): Promise<LinkPage[]> {
      return (await linkPagesOf(db, userId)).map(toLinkPage);
    },
    async create(userId: string): Promise<string> {
      const id = newId();
      await insertLinkPage(db, { id, ownerId: userId, background: DEFAULT_BACKGROUND });
      return id;
    },
    async remove(id: string, userId: string): Promise<{ id: string }> {
      await ownPage(id, userId);
      await deleteLinkPage(db, id);
      return { id };
    },
    async publicPage(id: string): Promise<PublicLinkPage> {
      const row = await linkPageById(db, id);
      if (!row) throw notFound(m.pageNotFound);
      return { background: row.background, widgets: row.widgets, prices: await livePrices(row.widgets) };
    },
    /** Replaces the widgets in the order sent; an `_id` is kept only when it is one of this page's widgets. */
    async updateWidgets(id: string, userId: string, widgets: WidgetInput[]): Promise<LinkPage> {
      const row = await ownPage(id, userId);
      const known = new Set(row.widgets.map((w) => w._id));
      const used = new Set<string>();
      const saved = widgets.map((w) => {
        const keep = w._id && known.has(w._id) && !used.has(w._id);
        const _id = keep ? w._id! : newId(16);
        used.add(_id);
        return { ...w, _id } as Widget;
      });
      return toLinkPage(await setLinkPageWidgets(db, id, saved));
    },
    async updateBackground(id: string, userId: string, background: Background): Promise<Background> {
      await ownPage(id, userId);
      await setLinkPageBackground(db, id, background);
      return background;
    },
    async redirectTarget(key: string): Promise<string> {
      const url = await redirectTargetUrl(db, key);
      if (!url) throw notFound(m.redirectNotFound);
      return url;
    },
  };
}
