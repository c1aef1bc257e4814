-- Owning the generated site (issue 11): version history with rollback.
-- What made each version: the first generation, an edit, a regenerated section or a restore.
ALTER TABLE `site_versions` ADD `kind` text DEFAULT 'generation' NOT NULL CHECK (kind in ('generation', 'edit', 'section', 'restore'));
--> statement-breakpoint
-- A restore is a new version that serves the files of an older one (nothing is copied or deleted):
-- files_version names the R2 prefix sites/{project_id}/v{files_version}/; null means the version's own files.
ALTER TABLE `site_versions` ADD `files_version` integer;
--> statement-breakpoint
-- Short human description of the change, e.g. 'Restored version 1'.
ALTER TABLE `site_versions` ADD `note` text;
--> statement-breakpoint
-- Custom domains: at most one per project; a host name can be verified for one project only, but an
-- unverified claim never blocks the real owner of the name from adding it to their own site.
CREATE TABLE `custom_domains` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`hostname` text NOT NULL,
	`token` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`checked_at` integer,
	`verified_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "custom_domains_status_check" CHECK(status in ('pending', 'verified', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_project_unique` ON `custom_domains` (`project_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_verified_hostname_unique` ON `custom_domains` (`hostname`) WHERE status = 'verified';
--> statement-breakpoint
CREATE INDEX `custom_domains_hostname_idx` ON `custom_domains` (`hostname`);
