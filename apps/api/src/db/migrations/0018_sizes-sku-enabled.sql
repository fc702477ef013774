-- Sizes get their own SKU (issue 27 §2), an enabled flag and optional parcel sides.
-- Existing sizes take their shop slug upper-cased as SKU (slugs are unique and lower-case, so these are too);
-- the back office changes it from there. Every size starts enabled.
ALTER TABLE "variants" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "variants" SET "sku" = upper("slug");--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "dimension" jsonb;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_sku_unique" UNIQUE("sku");
