ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_approved_at" timestamp with time zone;