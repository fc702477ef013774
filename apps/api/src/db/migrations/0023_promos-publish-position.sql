ALTER TABLE "promos" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "position" integer;