-- The last safety net under the conditional stock updates (issue 11): no variant ever goes below zero.
ALTER TABLE "variants" ADD CONSTRAINT "variants_stock_not_negative" CHECK ("stock" >= 0);
