-- The status page's incidents (docs/decisions/174): a short list the admin panel keeps, newest first.
CREATE TABLE `status_incidents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`status` text DEFAULT 'investigating' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	CONSTRAINT "status_incidents_status_check" CHECK(status in ('investigating', 'monitoring', 'resolved'))
);
--> statement-breakpoint
CREATE INDEX `status_incidents_created_idx` ON `status_incidents` (`created_at`);
