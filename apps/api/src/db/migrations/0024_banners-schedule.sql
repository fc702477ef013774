ALTER TABLE "banners" ALTER COLUMN "subtitle" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "thumbnail" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "show_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position");