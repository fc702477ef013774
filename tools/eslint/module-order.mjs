import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Modules in one direction: a file in `<root>/<module>/` may import another module of `<root>` only
 * if that module comes before its own in `order` (lowest first). A folder of `<root>` missing from the
 * order is reported too, so a new module has to take its place. `exceptions` lists known upward
 * imports as `'<from> -> <to>'`. Relative imports, `export … from` and `import()` are all checked.
 */
const moduleOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules import only the modules below them in the given order' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          order: { type: 'array', items: { type: 'string' } },
          exceptions: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'order'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "Module '{{from}}' imports '{{to}}', which is above it in the module order ({{file}}): move what they share down into '{{from}}' or a lower module.",
      unknown: "Module '{{name}}' has no place in the module order: add it to {{file}}.",
    },
  },
  create(context) {
    const { root, order, exceptions = [] } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    /** The module a path lies in: the first folder under root (`../orders` is the module's index). */
    const moduleOf = (target) => {
      const relative = path.relative(rootDir, target);
      if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
      const [first, ...rest] = relative.split(path.sep);
      const folder = path.join(rootDir, first);
      const isFolder =
        rest.length > 0 || order.includes(first) || (existsSync(folder) && statSync(folder).isDirectory());
      return isFolder ? first : null;
    };
    const from = moduleOf(context.filename);
    if (from === null) return {};
    const file = 'tools/eslint/api-module-order.mjs';
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(context.filename), source.value));
      if (to === null || to === from) return;
      const [fromRank, toRank] = [order.indexOf(from), order.indexOf(to)];
      if (fromRank === -1) return context.report({ node: source, messageId: 'unknown', data: { name: from, file } });
      if (toRank === -1) return context.report({ node: source, messageId: 'unknown', data: { name: to, file } });
      if (toRank > fromRank && !exceptions.includes(`${from} -> ${to}`)) {
        context.report({ node: source, messageId: 'upward', data: { from, to, file } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const moduleOrderRule = moduleOrder;
