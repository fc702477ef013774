import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { keepMantineRules, mantineImportsOf, mantineStylesInUse, reachableMantineClasses } from './mantine-styles';

const nodeModules = resolve(__dirname, '../../node_modules');
// Read from @mantine/core's *.module.mjs files (the version the shop installs).
const BUTTON = 'm_77c9d27d';
const LOADER = 'm_5ae2e3c';
const COMBOBOX_DROPDOWN = 'm_88b62a41';
const TABS = 'm_89d60db1';
const NOTIFICATION = 'm_a513464';

function sources(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rona-mantine-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('keepMantineRules', () => {
  const css = [
    ':root{--mantine-scale:1}',
    '.m_aaaaaa{color:red}',
    '.m_bbbbbb{color:blue}',
    '.m_aaaaaa:where([data-x]) .m_bbbbbb,.m_aaaaaa:hover{color:green}',
    '@media (min-width:40em){.m_bbbbbb{color:pink}}',
    '@layer mantine{@media (min-width:40em){.m_bbbbbb{padding:0}}.m_aaaaaa{margin:0}}',
    '@keyframes m_cccccc{from{opacity:0}to{opacity:1}}',
    'body{margin:0}',
  ].join('\n');
  const out = keepMantineRules(css, new Set(['m_aaaaaa']));

  it("keeps a kept component's rules and drops the others', also inside @media and @layer", () => {
    expect(out).toContain('.m_aaaaaa{color:red}');
    expect(out).toContain('.m_aaaaaa{margin:0}');
    expect(out).not.toContain('m_bbbbbb');
    expect(out).not.toContain('pink');
    expect(out).not.toMatch(/@media[^{]*\{\s*\}/);
  });

  it('keeps the selectors of a list that can still match, and every rule without a Mantine class', () => {
    expect(out).toMatch(/\.m_aaaaaa:hover\s*\{color:green\}/);
    expect(out).toContain(':root{--mantine-scale:1}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('@keyframes m_cccccc');
  });
});

describe('mantineImportsOf', () => {
  it('reads named, renamed, namespace, dynamic and re-exported imports, and leaves type-only ones out', () => {
    const code = [
      "import { Button, Select as Pick, type MantineSize } from '@mantine/core';",
      "import type { ButtonProps } from '@mantine/core';",
      "import * as Dates from '@mantine/dates';",
      "export { Tabs } from '@mantine/core';",
      "const n = import('@mantine/notifications');",
      "import { useState } from 'react';",
      'import {\n  Modal,\n  Text,\n} from "@mantine/core";',
    ].join('\n');
    expect(mantineImportsOf(code)).toEqual([
      ['@mantine/core', ['Button', 'Select']],
      ['@mantine/dates', 'all'],
      ['@mantine/core', ['Tabs']],
      ['@mantine/core', ['Modal', 'Text']],
      ['@mantine/notifications', 'all'],
    ]);
  });
});

describe('reachableMantineClasses', () => {
  it("takes the imported components with what they use inside Mantine, and not the others'", () => {
    const dir = sources({ 'src/buy.tsx': "import { Button } from '@mantine/core';\nexport const B = Button;" });
    const classes = reachableMantineClasses([dir], nodeModules);
    expect(classes.has(BUTTON)).toBe(true);
    expect(classes.has(LOADER)).toBe(true); // Button shows a Loader while saving
    expect(classes.has(COMBOBOX_DROPDOWN)).toBe(false);
    expect(classes.has(TABS)).toBe(false);
  });

  it("follows one Mantine package into another: notifications' toasts are core's Notification", () => {
    const dir = sources({ 'src/notify.ts': "export const load = () => import('@mantine/notifications');" });
    const classes = reachableMantineClasses([dir], nodeModules);
    expect(classes.has(NOTIFICATION)).toBe(true);
    expect(classes.has(BUTTON)).toBe(false);
  });

  it("leaves a test file's imports out", () => {
    const dir = sources({ 'src/page.spec.tsx': "import { Tabs } from '@mantine/core';" });
    expect(reachableMantineClasses([dir], nodeModules).has(TABS)).toBe(false);
  });
});

describe('mantineStylesInUse (the build plugin)', () => {
  const stylesheet = join(nodeModules, '@mantine/core/styles.layer.css');
  const css = `@layer mantine{.${BUTTON}{color:red}.${TABS}{color:blue}}`;

  function run(bundleCode: string) {
    const dir = sources({ 'src/buy.tsx': "import { Button } from '@mantine/core';" });
    const plugin = mantineStylesInUse({ sourceDirs: [dir], nodeModules });
    const error = vi.fn();
    (plugin.buildStart as () => void).call({});
    const transformed = (plugin.transform as (code: string, id: string) => { code: string } | null).call(
      {},
      css,
      stylesheet,
    );
    (plugin.generateBundle as (o: unknown, b: unknown) => void).call(
      { error },
      {},
      { 'app.js': { type: 'chunk', code: bundleCode } },
    );
    return { transformed, error };
  }

  it("compiles Mantine's stylesheet with the reached components' rules only", () => {
    const { transformed, error } = run(`const c={root:"${BUTTON}"};`);
    expect(transformed?.code).toContain(BUTTON);
    expect(transformed?.code).not.toContain(TABS);
    expect(error).not.toHaveBeenCalled();
  });

  it('fails the build when the bundle uses a class whose rules were left out', () => {
    const { error } = run(`const c={root:"${BUTTON}"},t={root:"${TABS}"};`);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(TABS));
  });

  it('leaves other stylesheets alone', () => {
    const plugin = mantineStylesInUse({ sourceDirs: [], nodeModules });
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(transform.call({}, css, '/work/apps/shop/src/page.module.css')).toBeNull();
  });
});
