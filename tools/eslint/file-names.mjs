import path from 'node:path';
import { moduleOrderRule } from './module-order.mjs';

/** kebab-case words, then dotted kebab-case suffixes: `order-card.tsx`, `orders.test.ts`, `rate-limit.testing.ts`. */
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const FOLDER_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The project's file-name convention as a rule: every linted file and the folders it sits in are
 * kebab-case (no camelCase, PascalCase or snake_case), so a name is spelt the same way in every
 * layer and on case-insensitive file systems. Folders starting with a dot are left alone.
 */
const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case' },
    schema: [],
    messages: {
      file: "File name '{{name}}' is not kebab-case (e.g. 'order-history.ts').",
      folder: "Folder name '{{name}}' is not kebab-case (e.g. 'order-history/').",
    },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename);
        if (relative.startsWith('..') || path.isAbsolute(relative)) return;
        const segments = relative.split(path.sep);
        const name = segments.pop() ?? '';
        if (!FILE_NAME.test(name)) context.report({ node, messageId: 'file', data: { name } });
        for (const folder of segments) {
          if (!folder.startsWith('.') && !FOLDER_NAME.test(folder)) {
            context.report({ node, messageId: 'folder', data: { name: folder } });
          }
        }
      },
    };
  },
};

/** A local ESLint plugin: `rona/kebab-case-file-names`, `rona/module-order` (tools/eslint/module-order.mjs). */
export const ronaPlugin = {
  meta: { name: 'rona' },
  rules: { 'kebab-case-file-names': kebabCaseFileNames, 'module-order': moduleOrderRule },
};
