-- The orders workbench counts late payments due back (Pengembalian Dana) from this small partial
-- index instead of reading every order (decision 022).
CREATE INDEX IF NOT EXISTS "orders_late_refund_due_idx" ON "orders" ("status") WHERE "refund_due_at" IS NOT NULL AND "refund_approved_at" IS NULL;
