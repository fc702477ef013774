import { z } from 'zod';
import {
  backgroundSchema,
  linkPageSchema,
  pageWidgetsUpdateSchema,
  publicLinkPageSchema,
  safeLinkSchema,
} from '../entities/linkpage';
import { uploadedImagesSchema } from '../entities/upload';
import { endpoint } from './define';

const pageId = z.string().min(1).max(64);

/**
 * The link tool's calls. Its login is `login` (the tool keeps the token only when a role lists
 * LINK_TOOL_SITE); single uploads use `uploadImage`; the product picker uses `productList` (limit 100).
 */
export const linkPageContract = {
  linkPages: endpoint({
    method: 'GET',
    path: '/data/external/v1/page',
    auth: 'linkTool',
    result: z.array(linkPageSchema),
    summary: "The user's link pages, newest first",
  }),
  linkPageCreate: endpoint({
    method: 'POST',
    path: '/data/external/v1/createpage',
    auth: 'linkTool',
    result: z.string(),
    summary: 'Create an empty page (white background); answers with its id',
  }),
  linkPageDelete: endpoint({
    method: 'DELETE',
    path: '/data/external/v1/deletepage/:id',
    auth: 'linkTool',
    params: z.object({ id: pageId }),
    result: z.object({ id: z.string() }),
    summary: 'Delete one of the user’s pages',
  }),
  linkPagePublic: endpoint({
    method: 'GET',
    path: '/external/v1/page/:id',
    auth: 'apiKey',
    params: z.object({ id: pageId }),
    result: publicLinkPageSchema,
    summary: 'A published page for /short-link/{id}: background and widgets in order',
  }),
  linkPageWidgetsUpdate: endpoint({
    method: 'PUT',
    path: '/data/external/v1/updatepage/:linkId',
    auth: 'linkTool',
    params: z.object({ linkId: pageId }),
    body: pageWidgetsUpdateSchema,
    result: linkPageSchema,
    summary: 'Replace the widgets of a page (order as sent; existing ones keep their _id)',
  }),
  linkPageBackgroundUpdate: endpoint({
    method: 'PUT',
    path: '/data/external/v1/updatebackground/:linkId',
    auth: 'linkTool',
    params: z.object({ linkId: pageId }),
    body: backgroundSchema,
    result: backgroundSchema,
    summary: 'Set the background image or colour of a page',
  }),
  uploadImages: endpoint({
    method: 'POST',
    path: '/upload/v1/image-many',
    auth: 'linkTool',
    multipart: true,
    result: uploadedImagesSchema,
    summary: 'Upload up to 6 images (repeated field image, 5 MB each); URLs in the order sent',
  }),
  redirectTarget: endpoint({
    method: 'GET',
    path: '/everywhere/:params',
    auth: 'apiKey',
    params: z.object({ params: z.string().min(1).max(128) }),
    result: safeLinkSchema,
    summary: 'Where an /everywhere/{params} short link leads',
  }),
} as const;
