-- Vouchers in the back office (issue 28 §1): when staff switched a voucher off, and one redeem code
-- whatever its case (shoppers type it in any case; the cart looks it up with upper()).
ALTER TABLE "vouchers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_redeem_code_upper_idx" ON "vouchers" USING btree (upper("redeem_code"));
