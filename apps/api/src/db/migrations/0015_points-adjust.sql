ALTER TABLE "point_logs" ADD COLUMN "note" text;
--> statement-breakpoint
-- points:adjust (staff add or take a member's points with a reason): Keuangan and Pemilik. Roles are
-- data: existing databases get the key on the roles seeded with it (SEEDED_STAFF_ROLES); the owner
-- role holds every key already.
UPDATE "staff_roles" SET "permissions" = "permissions" || '["points:adjust"]'::jsonb
WHERE ("owner" = true OR "id" = 'keuangan')
  AND NOT ("permissions" @> '["points:adjust"]'::jsonb);
