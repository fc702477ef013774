-- When a message's latest try started (the worker's claim), shown with the failed messages in the back office.
-- Rows tried before this column stay null.
ALTER TABLE "outgoing_messages" ADD COLUMN "last_attempt_at" timestamp with time zone;