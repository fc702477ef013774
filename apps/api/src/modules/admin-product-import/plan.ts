import { createHash } from 'node:crypto';
import {
  discountPriceProblem,
  type ProductCsvColumn,
  type ProductImportChange,
  type ProductImportRefusal,
  type ProductImportSummary,
} from '@rona/domain';
import { fill } from '../../lib/fill';
import { productImportMessages as m } from './messages';
import type { CsvRow } from './parse';
import {
  lower,
  readRow,
  yesNo,
  type CatalogueState,
  type ExistingProduct,
  type ExistingSize,
  type Problem,
  type ProductValues,
  type SizeValues,
} from './read-row';

export type { CatalogueState } from './read-row';

export interface ImportOps {
  newProducts: (ProductValues & { subcategoryName: string })[];
  productUpdates: { id: string; before: ExistingProduct; after: ProductValues; subcategoryName: string }[];
  newSizes: (SizeValues & { productSlug: string })[];
  sizeUpdates: { before: ExistingSize; after: SizeValues }[];
}

export interface ImportPlan {
  summary: ProductImportSummary;
  changes: ProductImportChange[];
  refused: ProductImportRefusal[];
  ops: ImportOps;
  /** A row sets or changes a price (prices:write). */
  touchesPrices: boolean;
  /** Binds an apply to this exact preview: the changes with their before values, and the refusals. */
  token: string;
}

/**
 * What the file would do to the catalogue in `state`, row by row: each row is accepted (a new
 * product, a new size, an update, or unchanged) or refused with its reasons. Rows of one product
 * (one slug) must agree on the product's columns; a SKU appears once; an existing SKU keeps its
 * product. Pure: the preview and the apply (on the locked rows) run the same plan.
 */
export function planImport(rows: CsvRow[], state: CatalogueState): ImportPlan {
  const categoryName = new Map(state.categories.map((c) => [c.id, c.name]));
  const subName = new Map(state.subcategories.map((s) => [s.id, s.name]));
  const productsById = new Map(state.products.map((p) => [p.id, p]));
  const productsBySlug = new Map(state.products.map((p) => [p.slug, p]));
  const sizesBySku = new Map(state.sizes.map((s) => [s.sku, s]));
  // Each product's size labels (lower case) → who holds it (a size id, or a file line for a new size).
  const labels = new Map<string, Map<string, string>>();
  for (const s of state.sizes) {
    const l = labels.get(s.productId) ?? new Map<string, string>();
    l.set(lower(s.size), s.id);
    labels.set(s.productId, l);
  }
  const skuLine = new Map<string, number>();
  const productRow = new Map<string, { line: number; values: ProductValues }>();
  const refused: ProductImportRefusal[] = [];
  const changes: ProductImportChange[] = [];
  const ops: ImportOps = { newProducts: [], productUpdates: [], newSizes: [], sizeUpdates: [] };
  // Each accepted row's product (slug).
  const productOf = new Map<number, string>();
  let touchesPrices = false;

  for (const row of rows) {
    const refuse = (problems: Problem[]) =>
      refused.push(...problems.map((p) => ({ line: row.line, column: p.column, reason: p.reason })));
    const { values: v, problems } = readRow(row, state);
    if (!v) {
      refuse(problems);
      continue;
    }
    const twice = skuLine.get(v.sku);
    if (twice !== undefined) {
      refuse([{ column: 'SKU', reason: fill(m.skuTwice, { line: twice }) }]);
      continue;
    }
    const existing = sizesBySku.get(v.sku);
    const product = existing ? productsById.get(existing.productId)! : productsBySlug.get(v.slug);
    if (existing && product!.slug !== v.slug) {
      refuse([{ column: 'Slug', reason: fill(m.skuOfOtherProduct, { slug: product!.slug }) }]);
      continue;
    }
    if (!product && state.takenSlugs.has(v.slug)) {
      refuse([{ column: 'Slug', reason: fill(m.slugTaken, { slug: v.slug }) }]);
      continue;
    }
    if (!product && v.published) {
      refuse([{ column: 'Tayang', reason: m.newProductPublished }]);
      continue;
    }
    const productValues: ProductValues = {
      name: v.name,
      slug: v.slug,
      categoryId: v.categoryId,
      subcategoryId: v.subcategoryId,
      published: v.published,
      bpom: v.bpom,
    };
    const first = productRow.get(v.slug);
    if (first) {
      const differs = (
        [
          ['Produk', 'name'],
          ['Kategori', 'categoryId'],
          ['Subkategori', 'subcategoryId'],
          ['Tayang', 'published'],
          ['BPOM', 'bpom'],
        ] as const
      ).find(([, key]) => first.values[key] !== productValues[key]);
      if (differs) {
        refuse([{ column: differs[0], reason: fill(m.productDiffers, { line: first.line }) }]);
        continue;
      }
    }
    // The size's label among its product's other sizes (those in the file included).
    const holderKey = product?.id ?? `new:${v.slug}`;
    const held = labels.get(holderKey) ?? new Map<string, string>();
    const me = existing?.id ?? `line:${row.line}`;
    const holder = held.get(lower(v.size));
    if (holder !== undefined && holder !== me) {
      refuse([{ column: 'Ukuran', reason: fill(m.sizeTaken, { size: v.size }) }]);
      continue;
    }
    if (existing && existing.price !== v.price && existing.discountKind) {
      const problem = discountPriceProblem({ kind: existing.discountKind, value: existing.discountValue }, v.price);
      if (problem) {
        refuse([{ column: 'Harga', reason: fill(m.priceBelowDiscount, { problem: problem.message }) }]);
        continue;
      }
    }

    // Accepted: from here the row counts.
    skuLine.set(v.sku, row.line);
    if (existing) for (const [label, id] of held) if (id === me) held.delete(label);
    held.set(lower(v.size), me);
    labels.set(holderKey, held);
    const fields: ProductImportChange['fields'] = [];
    const diff = (column: ProductCsvColumn, before: string | null, after: string) => {
      if (before !== after) fields.push({ column, before, after });
    };
    if (!first) {
      productRow.set(v.slug, { line: row.line, values: productValues });
      const sub = subName.get(v.subcategoryId)!;
      if (!product) ops.newProducts.push({ ...productValues, subcategoryName: sub });
      const p = product;
      diff('Produk', p ? p.name : null, v.name);
      if (!p) diff('Slug', null, v.slug);
      diff('Kategori', p ? categoryName.get(p.categoryId)! : null, categoryName.get(v.categoryId)!);
      diff('Subkategori', p ? subName.get(p.subcategoryId)! : null, sub);
      diff('Tayang', p ? yesNo(p.status) : null, yesNo(v.published));
      diff('BPOM', p ? p.bpom : null, v.bpom);
      if (p && fields.length)
        ops.productUpdates.push({ id: p.id, before: p, after: productValues, subcategoryName: sub });
    }
    const s = existing;
    if (!s) diff('SKU', null, v.sku);
    diff('Ukuran', s ? s.size : null, v.size);
    diff('Aktif', s ? yesNo(s.enabled) : null, yesNo(v.enabled));
    diff('Harga', s ? String(s.price) : null, String(v.price));
    diff('Berat (gram)', s ? String(s.weight) : null, String(v.weight));
    const sizeValues: SizeValues = { sku: v.sku, size: v.size, enabled: v.enabled, price: v.price, weight: v.weight };
    if (!s) {
      ops.newSizes.push({ ...sizeValues, productSlug: v.slug });
      touchesPrices = true;
    } else if (s.size !== v.size || s.enabled !== v.enabled || s.price !== v.price || s.weight !== v.weight) {
      ops.sizeUpdates.push({ before: s, after: sizeValues });
      if (s.price !== v.price) touchesPrices = true;
    }
    productOf.set(row.line, v.slug);
    changes.push({
      line: row.line,
      sku: v.sku,
      product: v.name,
      size: v.size,
      kind: !product && !first ? 'product.create' : !s ? 'size.create' : fields.length ? 'update' : 'unchanged',
      fields,
    });
  }

  // A product on sale keeps an enabled size (docs/product/catalogue.md): a file that would publish a
  // product without one, or disable the last one of a product on sale, has all that product's rows refused.
  const emptied = new Map<string, Problem>();
  for (const p of state.products) {
    const published = productRow.get(p.slug)?.values.published;
    if (!published) continue;
    const updates = ops.sizeUpdates.filter((u) => u.before.productId === p.id);
    const enabledAfter = [
      ...state.sizes
        .filter((s) => s.productId === p.id)
        .map((s) => updates.find((u) => u.before.id === s.id)?.after.enabled ?? s.enabled),
      ...ops.newSizes.filter((n) => n.productSlug === p.slug).map((n) => n.enabled),
    ];
    const disables = updates.some((u) => u.before.enabled && !u.after.enabled);
    if (enabledAfter.some(Boolean) || (p.status && !disables)) continue;
    emptied.set(
      p.slug,
      p.status
        ? { column: 'Aktif', reason: m.lastEnabledSize }
        : { column: 'Tayang', reason: m.publishWithoutEnabledSize },
    );
  }
  if (emptied.size) {
    const ids = new Set(state.products.filter((p) => emptied.has(p.slug)).map((p) => p.id));
    const lines = new Set<number>();
    for (const c of changes) {
      const problem = emptied.get(productOf.get(c.line) ?? '');
      if (!problem) continue;
      lines.add(c.line);
      refused.push({ line: c.line, column: problem.column, reason: problem.reason });
    }
    changes.splice(0, changes.length, ...changes.filter((c) => !lines.has(c.line)));
    ops.productUpdates = ops.productUpdates.filter((u) => !ids.has(u.id));
    ops.newSizes = ops.newSizes.filter((n) => !emptied.has(n.productSlug));
    ops.sizeUpdates = ops.sizeUpdates.filter((u) => !ids.has(u.before.productId));
    refused.sort((a, b) => a.line - b.line);
    touchesPrices = ops.newSizes.length > 0 || ops.sizeUpdates.some((u) => u.before.price !== u.after.price);
  }

  const count = (kind: ProductImportChange['kind']) => changes.filter((c) => c.kind === kind).length;
  const summary: ProductImportSummary = {
    rows: rows.length,
    newProducts: count('product.create'),
    newSizes: ops.newSizes.length,
    updated: count('update'),
    unchanged: count('unchanged'),
    refused: new Set(refused.map((r) => r.line)).size,
  };
  const ordered = [...changes.filter((c) => c.kind !== 'unchanged'), ...changes.filter((c) => c.kind === 'unchanged')];
  const token = createHash('sha256').update(JSON.stringify({ changes, refused })).digest('hex');
  return { summary, changes: ordered, refused, ops, touchesPrices, token };
}
