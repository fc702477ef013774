import type { z } from 'zod';
// Loaded only with the articles' lazy route chunk: zod stays out of the back office's first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { adminArticleCreateSchema, type AdminArticleDetail } from '@rona/domain';
import { fromWibLocal, isoToWibInput } from '../../shared/wib-clock';

export interface SectionValues {
  title: string;
  text: string;
  imageUrl: string;
  imageSource: string;
}
export interface ArticleFormValues {
  title: string;
  slug: string;
  tags: string[];
  releaseLocal: string;
  author: string;
  thumbnail: string;
  shortDescription: string;
  sections: SectionValues[];
  products: { id: string; name: string }[];
}

export const emptySection = (): SectionValues => ({ title: '', text: '', imageUrl: '', imageSource: '' });

export function articleValuesOf(a?: AdminArticleDetail): ArticleFormValues {
  if (!a)
    return {
      title: '',
      slug: '',
      tags: [],
      releaseLocal: isoToWibInput(new Date().toISOString()),
      author: '',
      thumbnail: '',
      shortDescription: '',
      sections: [emptySection()],
      products: [],
    };
  return {
    title: a.title,
    slug: a.slug,
    tags: a.tags,
    releaseLocal: isoToWibInput(a.releaseDate),
    author: a.author,
    thumbnail: a.thumbnail,
    shortDescription: a.shortDescription,
    sections: a.sections.map((s) => ({
      title: s.title,
      text: s.text,
      imageUrl: s.image?.url ?? '',
      imageSource: s.image?.source ?? '',
    })),
    products: a.recommendedProducts.map((p) => ({ id: p.id, name: p.name })),
  };
}

export const bodyOf = (v: ArticleFormValues) => ({
  title: v.title,
  slug: v.slug,
  tags: v.tags,
  releaseDate: fromWibLocal(v.releaseLocal),
  author: v.author,
  thumbnail: v.thumbnail,
  shortDescription: v.shortDescription,
  sections: v.sections.map((s) => ({
    title: s.title,
    text: s.text,
    image: s.imageUrl ? { url: s.imageUrl, source: s.imageSource } : null,
  })),
  recommendedProductIds: v.products.map((p) => p.id),
});
/** What the API receives: the schema's parsed output (defaults applied, text trimmed). */
export type ArticleBody = z.output<typeof adminArticleCreateSchema>;

export type ArticleErrors = Partial<Record<string, string>>;

/** The same schema the API validates with: errors by field path (`sections.0.text`). */
export function checkArticle(v: ArticleFormValues): { body: ArticleBody } | { errors: ArticleErrors } {
  const parsed = adminArticleCreateSchema.safeParse(bodyOf(v));
  if (parsed.success) return { body: parsed.data };
  const errors: ArticleErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** Paragraphs are separated by blank lines, as the shop splits them. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
