import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineThemeCss } from './mantine-theme-css';

const file = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'mantine-theme.css'), 'utf8');

describe('mantine-theme.css', () => {
  it('is what MantineProvider writes for theme.ts (regenerate with write-mantine-theme-css.ts)', async () => {
    expect(file).toBe(await mantineThemeCss());
  });

  it("carries the shop's own colours and fonts, so a page without the provider paints in the theme", () => {
    expect(file).toContain('--mantine-color-rona-7: #b94429;');
    expect(file).toContain('--mantine-primary-color-filled: var(--mantine-color-rona-filled);');
    expect(file).toContain("--mantine-font-family: 'Poppins'");
    expect(file).toContain('--mantine-color-placeholder: var(--mantine-color-gray-6);');
    expect(file).toMatch(/\.mantine-hidden-from-sm \{\s*display: none !important;/);
  });
});
