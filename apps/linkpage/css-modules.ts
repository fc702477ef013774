import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * CSS-module class names from the file's path and the class alone. The server inlines the viewer's
 * stylesheets (`?inline`) while its components import the same modules for their class names: both
 * must agree in the client build, the SSR build and `vite dev` (where the default, a hash of the CSS
 * text, differs between the two imports).
 */
export const cssModules = {
  generateScopedName(name: string, filename: string): string {
    const file = relative(workspaceRoot, filename.split('?')[0] ?? filename).replace(/\\/g, '/');
    return `_${name}_${createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6).replace(/-/g, '_')}`;
  },
};
