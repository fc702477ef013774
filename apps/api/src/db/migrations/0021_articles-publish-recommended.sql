ALTER TABLE "articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "recommended_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;