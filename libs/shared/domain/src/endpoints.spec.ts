import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { endpoints } from './endpoints.generated';

describe('endpoints.generated.ts', () => {
  it('matches the contract (regenerate with: npx tsx tools/scripts/generate-endpoints.ts)', () => {
    const fromContract = Object.fromEntries(
      Object.entries(contract).map(([name, e]) => [
        name,
        {
          method: e.method,
          path: e.path,
          auth: e.auth,
          ...('multipart' in e && e.multipart ? { multipart: true } : {}),
          ...('permission' in e ? { permission: e.permission } : {}),
        },
      ]),
    );
    expect(endpoints).toEqual(fromContract);
  });
});
