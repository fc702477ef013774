CREATE TABLE "product_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"variant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_old_slugs" ADD CONSTRAINT "product_old_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_old_slugs" ADD CONSTRAINT "variant_old_slugs_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_old_slugs_product_idx" ON "product_old_slugs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variant_old_slugs_variant_idx" ON "variant_old_slugs" USING btree ("variant_id");