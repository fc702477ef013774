-- The search's spacing-tolerant branch ('sun screen' finds 'sunscreen') compares texts without
-- spaces; this index lets the whole OR of the search condition use bitmap index scans.
CREATE INDEX IF NOT EXISTS "products_active_search_compact_trgm_idx" ON "products" USING gin ((replace("search_text", ' ', '')) gin_trgm_ops) WHERE "status";
