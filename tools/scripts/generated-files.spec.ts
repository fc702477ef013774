import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderNginx } from './generate-nginx';

describe('generated files are current', () => {
  it('deploy/nginx/rona.conf matches the route-ownership table (regenerate: npx tsx tools/scripts/generate-nginx.ts)', () => {
    expect(readFileSync(new URL('../../deploy/nginx/rona.conf', import.meta.url), 'utf8')).toBe(renderNginx());
  });
});
