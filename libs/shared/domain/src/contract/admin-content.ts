import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import {
  ADMIN_ARTICLE_STATUSES,
  adminArticleCreateSchema,
  adminArticleDetailSchema,
  adminArticleListItemSchema,
  adminArticleUpdateSchema,
} from '../entities/admin-content';
import { endpoint } from './define';

const articleParams = z.object({ id: z.uuid({ error: 'Artikel tidak ditemukan' }) });

/**
 * The back office's articles (issue 28 §3, docs/product/articles.md): `content:write` (Pemasaran &
 * Konten, Pemilik). Every write is audited and reaches the shop on the next request; a release
 * date ahead of now schedules the article (the shop shows it from then, by the API's clock).
 */
export const adminContentContract = {
  adminArticles: endpoint({
    method: 'GET',
    path: '/admin/v1/articles',
    auth: 'staff',
    permission: 'content:write',
    query: z.object({
      /** Title or slug. */
      search: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
      status: z.enum(ADMIN_ARTICLE_STATUSES, { error: 'Status artikel tidak dikenal' }).optional(),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 100, defaultValue: 20 }),
    }),
    result: pagedSchema(adminArticleListItemSchema),
    summary: 'Every article (drafts and scheduled ones too), newest release first; search by title or slug',
  }),
  adminArticleCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/articles',
    auth: 'staff',
    permission: 'content:write',
    body: adminArticleCreateSchema,
    result: adminArticleDetailSchema,
    summary: 'Create an article (a draft unless published: true); 400 on a taken slug or an unknown product',
  }),
  adminArticle: endpoint({
    method: 'GET',
    path: '/admin/v1/articles/:id',
    auth: 'staff',
    permission: 'content:write',
    params: articleParams,
    result: adminArticleDetailSchema,
    summary: 'One article for the editor: its fields, sections and recommended products',
  }),
  adminArticleUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/articles/:id',
    auth: 'staff',
    permission: 'content:write',
    params: articleParams,
    body: adminArticleUpdateSchema,
    result: adminArticleDetailSchema,
    summary: 'Change only the fields sent (sections are replaced whole); published true publishes, false takes it down',
  }),
  adminArticleImageUpload: endpoint({
    method: 'POST',
    path: '/admin/v1/article-images',
    auth: 'staff',
    permission: 'content:write',
    multipart: true,
    result: z.object({ url: z.string() }),
    summary:
      'Upload a thumbnail or section picture (field image, JPEG/PNG/WebP/GIF up to 5 MB): re-encoded without EXIF; answers its URL',
  }),
} as const;
