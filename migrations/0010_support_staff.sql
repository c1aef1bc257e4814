-- A support member may read every project and write none (docs/decisions/201). The grant is its own column:
-- widening users.role's CHECK means rebuilding users, and D1 cannot do that without its foreign keys'
-- ON DELETE CASCADE emptying sessions, accounts and projects (D1 ignores PRAGMA foreign_keys = off).
ALTER TABLE `users` ADD COLUMN `staff_role` text CHECK (`staff_role` IN ('support'));
