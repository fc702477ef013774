-- Typo- and spacing-tolerant product search (decision 008): trigram matching on the normalised
-- search_text. pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it;
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "status";
