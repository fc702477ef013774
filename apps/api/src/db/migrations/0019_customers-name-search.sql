-- The back office finds a member by part of their name or e-mail (ILIKE %…%, docs/product/customers.md):
-- trigram indexes so the search reads the index, not every member (pg_trgm: migration 0005).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
