CREATE TABLE "voucher_uses" (
	"voucher_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_uses_voucher_id_order_id_pk" PRIMARY KEY("voucher_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "per_member_limit" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_uses_user_idx" ON "voucher_uses" USING btree ("voucher_id","user_id");