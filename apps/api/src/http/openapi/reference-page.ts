import type { OpenApiDocument, OpenApiOperation } from './openapi-document';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

/** `#/components/schemas/Name` → the component, so the page shows the schema where it is used. */
function resolve(doc: OpenApiDocument, schema: Record<string, unknown>): unknown {
  const target = typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : null;
  return target ? { [target]: doc.components.schemas[target] } : schema;
}

function operationHtml(doc: OpenApiDocument, path: string, method: string, op: OpenApiOperation): string {
  const params = op.parameters?.length
    ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, c]) =>
            `<details><summary>Body (${escapeHtml(type)})</summary>${json(resolve(doc, c.schema))}</details>`,
        )
        .join('')
    : '';
  const ok = op.responses['200']?.content['application/json']?.schema as { properties: { result: never } } | undefined;
  return `<section class="op" id="${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>
<p class="meta">operationId <code>${escapeHtml(op.operationId)}</code> · auth <code>${op['x-rona-auth']}</code></p>
${params}${body}${ok ? `<details><summary>Result</summary>${json(resolve(doc, ok.properties.result))}</details>` : ''}
</section>`;
}

/**
 * The reference page of the document: server-rendered HTML with its own <style> and no script or
 * outside asset, so it works under the API's content security policy (plugins/security-headers.ts).
 * `jsonHref` is the document's address relative to the page.
 */
export function referencePage(doc: OpenApiDocument, jsonHref: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(doc, path, method, op)]);
    }
  }
  const count = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);
  const toc = doc.tags.map((t) => `<a href="#tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</a>`).join(' · ');
  const sections = doc.tags
    .map((t) => `<h2 id="tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</h2>${(byTag.get(t.name) ?? []).join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1d1d1f}
h2{border-bottom:1px solid #ddd;margin-top:2.5rem;text-transform:capitalize}
.op{border:1px solid #e3e3e3;border-radius:6px;padding:.25rem 1rem;margin:1rem 0}
.op h3{font-size:1rem;margin:.75rem 0 .25rem}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem;background:#555}
.get{background:#1f6f43}.post{background:#1d4f91}.put{background:#8a5a00}.patch{background:#6b3fa0}.delete{background:#a12b2b}
.meta{color:#555;font-size:.85rem}
pre{background:#f6f6f6;padding:.75rem;overflow:auto;max-height:30rem;font-size:.8rem}
table{border-collapse:collapse;font-size:.85rem;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
summary{cursor:pointer;margin:.25rem 0}
</style>
</head>
<body>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>OpenAPI ${doc.openapi} document: <a href="${escapeHtml(jsonHref)}">openapi.json</a> · ${count} operations · paths are relative to <code>${escapeHtml(doc.servers[0]?.url ?? '/')}</code> on the shop origin.</p>
<nav>${toc}</nav>
${sections}
</body>
</html>
`;
}
