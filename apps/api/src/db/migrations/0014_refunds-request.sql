-- refunds:request (Layanan Pelanggan asks for a buyer's refund; approving stays refunds:approve).
-- Roles are data: existing databases get the key on the roles seeded with it (SEEDED_STAFF_ROLES),
-- appended as the seeds list it; the owner role holds every key.
UPDATE "staff_roles" SET "permissions" = "permissions" || '["refunds:request"]'::jsonb
WHERE ("owner" = true OR "id" IN ('layanan-pelanggan', 'keuangan'))
  AND NOT ("permissions" @> '["refunds:request"]'::jsonb);
