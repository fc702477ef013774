import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { apiModuleOrder } from './api-module-order.mjs';
import { moduleOrderRule } from './module-order.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const root = 'apps/api/src/modules';
const options = [{ root, order: ['catalogue', 'cart', 'orders'], exceptions: ['cart -> orders'] }];
const at = (file: string) => path.resolve(root, file);

new RuleTester().run('module-order', moduleOrderRule, {
  valid: [
    { code: "import { a } from '../catalogue/pricing';", filename: at('cart/cart-lines.ts'), options },
    { code: "import { a } from './repository';", filename: at('orders/create-order.ts'), options },
    { code: "import { a } from '../../db/client';", filename: at('orders/create-order.ts'), options },
    { code: "import { a } from '@rona/domain';", filename: at('catalogue/service.ts'), options },
    { code: "import { a } from '../orders/order-limits';", filename: at('cart/routes.ts'), options },
  ],
  invalid: [
    {
      code: "import { a } from '../orders/repository';",
      filename: at('catalogue/service.ts'),
      options,
      errors: [{ messageId: 'upward', line: 1, column: 19 }],
    },
    {
      code: "export { a } from '../cart';\nexport * from '../cart/x';\nconst b = import('../cart/y');",
      filename: at('catalogue/service.ts'),
      options,
      errors: [{ messageId: 'upward' }, { messageId: 'upward' }, { messageId: 'upward' }],
    },
    {
      code: "import { a } from '../reviews/service';",
      filename: at('orders/views.ts'),
      options,
      errors: [{ messageId: 'unknown' }],
    },
  ],
});

describe("the API's module order", () => {
  it('gives every module of apps/api/src/modules a place, once', () => {
    const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect([...apiModuleOrder].sort()).toEqual(folders.map((entry) => entry.name).sort());
  });

  it("fails the project's lint on a throw-away upward import (catalogue importing orders)", async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(
      "import { findOrder } from '../orders/repository';\nexport { findOrder };\n",
      {
        filePath: path.resolve(root, 'catalogue/throw-away.ts'),
      },
    );
    expect(result.messages.filter((message) => message.ruleId === 'rona/module-order')).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Module 'catalogue' imports 'orders'") }),
    ]);
    // Loading the project's ESLint config takes seconds on a loaded 2-core machine: this bounds a hang.
  }, 30_000);
});
