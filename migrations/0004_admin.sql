-- Admin area (issue 10): the audit log of admin actions and the password-gated panel's sessions.
-- The `invites` table already exists (0000_init.sql).

-- Who did what, and when. No foreign key on actor_id: the record must outlive the user it names.
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_type` text NOT NULL,
	`actor_id` text,
	`actor_label` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`details` text DEFAULT '{}' NOT NULL,
	`ip` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	CONSTRAINT "audit_log_actor_type_check" CHECK(actor_type in ('panel', 'user', 'visitor'))
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);
--> statement-breakpoint

-- One row per admin panel login. The cookie carries a signed random id whose SHA-256 is the key;
-- password_tag ties the session to the password it was opened with, so rotating ADMIN_PASSWORD ends them all.
CREATE TABLE `admin_sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`password_tag` text NOT NULL,
	`ip` text,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_expires_idx` ON `admin_sessions` (`expires_at`);
