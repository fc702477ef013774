-- messages:resend (send a failed buyer message again; the failed list stays orders:read): Layanan
-- Pelanggan and Pemilik. Roles are data: existing databases get the key on the roles seeded with it
-- (SEEDED_STAFF_ROLES), appended as the seeds list it; the owner role holds every key.
UPDATE "staff_roles" SET "permissions" = "permissions" || '["messages:resend"]'::jsonb
WHERE ("owner" = true OR "id" = 'layanan-pelanggan')
  AND NOT ("permissions" @> '["messages:resend"]'::jsonb);
