-- The day at a glance reads orders by payment time: today, the same weekday last week, the last 30 days,
-- late shipments (docs/product/dashboard.md).
CREATE INDEX IF NOT EXISTS "orders_paid_at_idx" ON "orders" USING btree ("paid_at");
