-- A deleted project keeps its row as a record (docs/decisions/260): its payment (payments.project_id cascades) and
-- its price stay on record for the admin and in its owner's Total Spent. Everything else it owned is deleted, and
-- the access gate (core/access/projects.server.ts) treats a row with deleted_at set as missing.
ALTER TABLE `projects` ADD COLUMN `deleted_at` integer;
