CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_refusal" text;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_role_id_staff_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."staff_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
-- The orders workbench's search (decision 022): phone (stored normalised, 62…), e-mail and waybill
-- by equality, the buyer's name by trigram (pg_trgm, created by 0005).
CREATE INDEX IF NOT EXISTS "orders_contact_phone_idx" ON "orders" (("contact"->>'phone'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_address_phone_idx" ON "orders" (("address"->>'phone'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_contact_email_idx" ON "orders" (lower("contact"->>'email'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_waybill_idx" ON "orders" ("waybill");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_contact_name_trgm_idx" ON "orders" USING gin (lower("contact"->>'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_idx" ON "orders" ("status", "created_at");
--> statement-breakpoint
-- The seeded roles (SEEDED_STAFF_ROLES in @rona/domain; a test keeps the two equal). Roles are data:
-- every database has them, production included; staff accounts are created by the owner.
INSERT INTO "staff_roles" ("id", "name", "permissions", "owner") VALUES
('pemilik', 'Pemilik', '["orders:read", "orders:fulfil", "refunds:approve", "customers:pii", "points:adjust", "catalogue:write", "prices:write", "stock:adjust", "promotions:write", "content:write", "staff:manage", "audit:read", "export"]'::jsonb, true),
('gudang', 'Gudang', '["orders:read", "orders:fulfil", "stock:adjust"]'::jsonb, false),
('layanan-pelanggan', 'Layanan Pelanggan', '["orders:read"]'::jsonb, false),
('katalog', 'Katalog', '["catalogue:write", "prices:write"]'::jsonb, false),
('pemasaran-konten', 'Pemasaran & Konten', '["promotions:write", "content:write"]'::jsonb, false),
('keuangan', 'Keuangan', '["orders:read", "refunds:approve", "export"]'::jsonb, false)
ON CONFLICT ("id") DO NOTHING;
