import type { PaymentServiceCategory } from '@rona/domain';
import { paymentViewKind } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { paymentMethodsInOrder } from '../payments/repository';

/** The seeded payment methods grouped by their group name, in seed order, each with its logo and family. */
export async function paymentServices(db: DbOrTx): Promise<PaymentServiceCategory[]> {
  const rows = await paymentMethodsInOrder(db);
  const groups = new Map<string, PaymentServiceCategory>();
  for (const row of rows) {
    const method = paymentViewKind(row.code);
    if (!method) continue; // a code outside the four families cannot be paid through the provider
    const group = groups.get(row.groupName) ?? { category: row.groupName, methods: [] };
    group.methods.push({ code: row.code, name: row.name, photo: row.photo, method });
    groups.set(row.groupName, group);
  }
  return [...groups.values()];
}
