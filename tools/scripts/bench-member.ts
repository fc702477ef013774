/**
 * Used by bench.mjs before it starts the API: a member with a session and a few wishlisted products
 * (some on the benched pages) in the configured database (PGlite in DATA_DIR, or DATABASE_URL).
 * Prints the session token on its last line.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { products, users, wishlistItems } from '../../apps/api/src/db/schema';
import { createSession } from '../../apps/api/src/modules/auth/sessions';

const HEARTS = 40;

const database = await openDatabase(loadConfig());
try {
  const { db } = database;
  const [member] = await db
    .insert(users)
    .values({
      fullName: 'Bench Member',
      email: `bench-${randomUUID()}@contoh.id`,
      passwordHash: 'bench: no password login',
      emailVerified: true,
      phoneVerified: true,
    })
    .returning({ id: users.id });
  if (!member) throw new Error('bench member: no row');
  // Every 10th of the best sellers: the benched pages (sorted by best_seller) carry hearts here and there.
  const popular = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, true))
    .orderBy(desc(products.soldCount))
    .limit(HEARTS * 10);
  const picks = popular.filter((_, i) => i % 10 === 0);
  if (picks.length) await db.insert(wishlistItems).values(picks.map((p) => ({ userId: member.id, productId: p.id })));
  const { token } = await createSession(db, member.id);
  console.log(token);
} finally {
  await database.close();
}
