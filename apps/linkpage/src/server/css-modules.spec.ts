// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cssModules } from '../../css-modules';

describe('cssModules.generateScopedName', () => {
  const file = '/work/x/apps/linkpage/src/widgets/widgets.module.css';
  it('gives a stylesheet the same class names however it is imported (?inline for the server)', () => {
    const name = cssModules.generateScopedName('carousel', file);
    expect(cssModules.generateScopedName('carousel', `${file}?inline`)).toBe(name);
    expect(cssModules.generateScopedName('carousel', `${file}?direct&used`)).toBe(name);
    expect(name).toMatch(/^_carousel_[A-Za-z0-9_]{6}$/);
  });
  it('keeps classes of different files and names apart', () => {
    const a = cssModules.generateScopedName('link', file);
    expect(cssModules.generateScopedName('link', file.replace('widgets.module', 'viewer.module'))).not.toBe(a);
    expect(cssModules.generateScopedName('button', file)).not.toBe(a);
  });
});
