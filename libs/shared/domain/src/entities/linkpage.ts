import { z } from 'zod';
import {
  ASPECT_RATIOS,
  BORDER_WIDTH,
  CORNER_SHAPES,
  FONT_SIZE,
  IMAGE_SIZE,
  MAX_WIDGET_IMAGES,
  MAX_WIDGET_PRODUCTS,
  SHADOW_DIRECTIONS,
  isSafeColor,
  isSafeFontFamily,
  isSafeImageSource,
  isSafeLink,
} from '../linkpage-rules';

/** A link a visitor may follow: http(s), mailto, tel or WhatsApp (wa.me or whatsapp:). Never javascript: or data:. */
export const safeLinkSchema = z
  .string({ error: 'Tautan belum diisi' })
  .trim()
  .min(1, { error: 'Tautan belum diisi' })
  .max(2048, { error: 'Tautan maksimal 2048 karakter' })
  .refine(isSafeLink, { error: 'Tautan harus diawali http://, https://, mailto:, tel: atau whatsapp:' });

/** A widget link that may still be empty (not set yet). */
const optionalLink = z.union([z.literal(''), safeLinkSchema]);

/** An uploaded image: an http(s) URL or a path on the shop's own host. */
export const imageSourceSchema = z
  .string({ error: 'Gambar belum diunggah' })
  .trim()
  .min(1, { error: 'Gambar belum diunggah' })
  .max(2048)
  .refine(isSafeImageSource, { error: 'Alamat gambar tidak valid' });

/** Colours as the picker writes them; nothing else reaches a style attribute. */
export const colorSchema = z.string().trim().refine(isSafeColor, { error: 'Warna tidak valid' });

const range = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .min(min, { error: `${label} minimal ${min}` })
    .max(max, { error: `${label} maksimal ${max}` });

const opacity = range(0, 1, 'Opasitas');
const fontFamily = z.string().refine(isSafeFontFamily, { error: 'Jenis huruf tidak valid' });

export const shadowSchema = z.strictObject({
  direction: z.enum(SHADOW_DIRECTIONS),
  color: colorSchema,
  opacity,
});

export const textStylesSchema = z.strictObject({
  fontFamily,
  fontSize: range(FONT_SIZE.min, FONT_SIZE.max, 'Ukuran huruf'),
  color: colorSchema,
  fontWeight: z.enum(['normal', 'bold']),
  fontStyle: z.enum(['normal', 'italic']),
  textAlign: z.enum(['left', 'center', 'right', 'justify']),
  textDecoration: z.enum(['none', 'underline', 'line-through']),
  backgroundColor: colorSchema,
  backgroundOpacity: opacity,
});

export const boxStylesSchema = textStylesSchema.extend({
  borderRadius: z.enum(CORNER_SHAPES),
  border: z.strictObject({
    width: range(BORDER_WIDTH.min, BORDER_WIDTH.max, 'Ketebalan garis').int(),
    color: colorSchema,
  }),
  boxShadow: shadowSchema.nullable(),
});

/** `size` 2–10 is the width in tens of percent; 11–13 keeps 100% width and scales up. */
export const imageStylesSchema = z.strictObject({
  borderRadius: z.enum(CORNER_SHAPES),
  boxShadow: shadowSchema.nullable(),
  size: range(IMAGE_SIZE.min, IMAGE_SIZE.max, 'Ukuran gambar').int(),
  aspectRatio: z.enum(ASPECT_RATIOS),
});

/** An image of an images widget: the picture, where a tap goes, a caption. Editor-only fields are not sent. */
export const widgetImageSchema = z.strictObject({
  source: imageSourceSchema,
  url: optionalLink,
  text: z.string().max(200, { error: 'Keterangan gambar maksimal 200 karakter' }),
});
export type WidgetImage = z.infer<typeof widgetImageSchema>;

/** A product card of a products widget. `url` is the shop's `{merchant}/{item}` product path. */
export const widgetProductSchema = z.strictObject({
  name: z.string().min(1).max(200),
  star: z.number().min(0).max(5),
  image: imageSourceSchema,
  url: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*(\/[A-Za-z0-9._~-]+)*$/, { error: 'Alamat produk tidak valid' }),
  color: colorSchema,
});
export type WidgetProduct = z.infer<typeof widgetProductSchema>;

const titleText = (max: number) => z.string().max(max, { error: `Teks maksimal ${max} karakter` });

export const textContentSchema = z.strictObject({ titleText: titleText(1000), styles: textStylesSchema });

export const buttonContentSchema = z.strictObject({
  titleText: titleText(100),
  url: optionalLink,
  /** Uploaded icon; the editor's `iconFile` is uploaded first and never sent. */
  icon: imageSourceSchema.nullable(),
  styles: boxStylesSchema,
});

export const imagesContentSchema = z
  .strictObject({
    objectCategory: z.enum(['single', 'grid', 'carousel']),
    images: z
      .array(widgetImageSchema)
      .min(1, { error: 'Minimal 1 gambar' })
      .max(MAX_WIDGET_IMAGES, { error: `Maksimal ${MAX_WIDGET_IMAGES} gambar` }),
    styles: imageStylesSchema,
  })
  .refine((c) => c.objectCategory !== 'single' || c.images.length === 1, {
    error: 'Gambar tunggal hanya boleh berisi 1 gambar',
    path: ['images'],
  });

export const productsContentSchema = z.strictObject({
  titleText: titleText(100),
  products: z
    .array(widgetProductSchema)
    .min(1, { error: 'Minimal 1 produk' })
    .max(MAX_WIDGET_PRODUCTS, { error: `Maksimal ${MAX_WIDGET_PRODUCTS} produk` }),
  styles: boxStylesSchema,
});

const widgetOf = <I extends z.ZodType>(id: I) =>
  z.discriminatedUnion('group', [
    z.strictObject({ _id: id, group: z.literal('text'), content: textContentSchema }),
    z.strictObject({ _id: id, group: z.literal('button'), content: buttonContentSchema }),
    z.strictObject({ _id: id, group: z.literal('images'), content: imagesContentSchema }),
    z.strictObject({ _id: id, group: z.literal('products'), content: productsContentSchema }),
  ]);

export const WIDGET_GROUPS = ['text', 'button', 'images', 'products'] as const;
export type WidgetGroup = (typeof WIDGET_GROUPS)[number];
/** A saved widget. */
export const widgetSchema = widgetOf(z.string());
export type Widget = z.infer<typeof widgetSchema>;
/** A widget as the editor saves it: `_id` only when it already exists. */
export const widgetInputSchema = widgetOf(z.string().min(1).max(64).optional());
export type WidgetInput = z.input<typeof widgetInputSchema>;

export const backgroundSchema = z
  .strictObject({
    image: imageSourceSchema.nullable(),
    color: colorSchema,
    active: z.enum(['image', 'color']),
  })
  .refine((b) => b.active !== 'image' || b.image !== null, {
    error: 'Gambar latar belum diunggah',
    path: ['image'],
  });
export type Background = z.infer<typeof backgroundSchema>;
/** A new page's background: white, colour mode (spec 3 §3 defaults). */
export const DEFAULT_BACKGROUND: Background = { image: null, color: '#ffffff', active: 'color' };

export const MAX_PAGE_WIDGETS = 50;
export const pageWidgetsUpdateSchema = z.object({
  widgets: z.array(widgetInputSchema).max(MAX_PAGE_WIDGETS, { error: `Maksimal ${MAX_PAGE_WIDGETS} widget` }),
});
export type PageWidgetsUpdate = z.input<typeof pageWidgetsUpdateSchema>;

export const linkPageSchema = z.object({
  _id: z.string(),
  /** The public address of the page (/short-link/{id}). */
  url: z.string(),
  background: backgroundSchema,
  widgets: z.array(widgetSchema),
});
export type LinkPage = z.infer<typeof linkPageSchema>;

/** The current price of a product shown on a page, looked up when the page is read. */
export const livePriceSchema = z.object({ price: z.number(), fixedPrice: z.number() });
export type LivePrice = z.infer<typeof livePriceSchema>;

/** A published page; `prices` holds the live price of each product card, keyed by its `url`. */
export const publicLinkPageSchema = linkPageSchema.pick({ background: true, widgets: true }).extend({
  prices: z.record(z.string(), livePriceSchema),
});
export type PublicLinkPage = z.infer<typeof publicLinkPageSchema>;
