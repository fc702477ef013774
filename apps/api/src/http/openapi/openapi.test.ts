import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type EndpointDef } from '@rona/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openApiPath } from './openapi-document';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ content: null });
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('the API reference at /docs (/api/docs on the shop origin)', () => {
  it('serves an OpenAPI 3.1 document with an operation for every contract endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();

    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    expect(typeof doc.paths).toBe('object');
    expect(typeof doc.components.schemas).toBe('object');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'guestToken',
      'memberSession',
      'publicApiKey',
      'staffSession',
    ]);

    const missing = (Object.entries(contract) as [string, EndpointDef][])
      .filter(([name, entry]) => doc.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()]?.operationId !== name)
      .map(([name, entry]) => `${name} (${entry.method} ${entry.path})`);
    expect(missing).toEqual([]);

    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p as object));
    expect(operations.every((m) => METHODS.includes(m))).toBe(true);
    expect(operations).toHaveLength(Object.keys(contract).length);
  });

  it('is well formed: path parameters declared, every $ref resolves, responses in the envelope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !doc.components.schemas[name])).toEqual([]);
    for (const [path, methods] of Object.entries<Record<string, any>>(doc.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(methods)) {
        const declared = (op.parameters ?? []).filter((p: { in: string }) => p.in === 'path').map((p: any) => p.name);
        expect(declared.sort(), `${path} ${op.operationId}`).toEqual(inPath);
        expect(Object.keys(op.responses).sort()).toEqual(['200', 'default']);
        if (op.operationId.endsWith('Export')) {
          // The CSV exports answer the file, not the envelope.
          expect(Object.keys(op.responses['200'].content), op.operationId).toEqual(['text/csv']);
          continue;
        }
        expect(op.responses['200'].content['application/json'].schema.properties.result).toBeDefined();
      }
    }
  });

  it('declares the CSV exports as text/csv', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    const csv = (Object.entries(contract) as [string, EndpointDef][]).filter(([, e]) => e.produces === 'text/csv');
    expect(csv.map(([name]) => name).sort()).toEqual([
      'adminOrdersExport',
      'adminProductsExport',
      'adminStockMovementsExport',
    ]);
    for (const [, entry] of csv)
      expect(doc.paths[openApiPath(entry.path)].get.responses['200'].content).toEqual({
        'text/csv': { schema: { type: 'string' } },
      });
  });

  it('serves a reference page that works under the API headers: no script, nothing from elsewhere', async () => {
    for (const url of ['/docs', '/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).not.toMatch(/<script|<link|src="http/i);
      expect(res.body).toContain(url.endsWith('/') ? 'href="openapi.json"' : 'href="docs/openapi.json"');
      for (const entry of Object.values(contract) as EndpointDef[]) expect(res.body).toContain(openApiPath(entry.path));
    }
  });
});
