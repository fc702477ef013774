import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi-document';
import { referencePage } from './reference-page';

/** Where the API serves its reference: `/api/docs` and `/api/docs/openapi.json` on the shop origin. */
export const DOCS_PATH = '/docs';

/**
 * The API reference: the OpenAPI 3.1 document of the contract and a page that lists it. Both are
 * built once, from the contract only, when the routes are registered.
 */
export async function docsRoutes(app: FastifyInstance) {
  const doc = buildOpenApiDocument();
  const body = JSON.stringify(doc);
  // The page links the document relatively: from `/api/docs` that is `docs/openapi.json`, from `/api/docs/` `openapi.json`.
  const pages = { plain: referencePage(doc, 'docs/openapi.json'), slash: referencePage(doc, 'openapi.json') };

  app.get(`${DOCS_PATH}/openapi.json`, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
  app.get(DOCS_PATH, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(request.url.replace(/\?.*$/, '').endsWith('/') ? pages.slash : pages.plain),
  );
}
