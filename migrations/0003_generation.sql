-- Website generation (issue 5).
-- At most one running generation per project, enforced by the database itself.
CREATE UNIQUE INDEX `generation_runs_one_running` ON `generation_runs` (`project_id`) WHERE status = 'running';
--> statement-breakpoint
-- Each run reserves the next version number of its project when it starts.
CREATE UNIQUE INDEX `generation_runs_project_version_unique` ON `generation_runs` (`project_id`, `version`);
--> statement-breakpoint
-- One row per published version of a site; its files are in R2 under sites/{project_id}/v{version}/.
CREATE TABLE `site_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`version` integer NOT NULL,
	`run_id` integer,
	`provider` text NOT NULL,
	`file_count` integer NOT NULL,
	`total_bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`run_id`) REFERENCES `generation_runs`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "site_versions_version_check" CHECK(version >= 1 and file_count >= 1 and total_bytes >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_versions_project_version_unique` ON `site_versions` (`project_id`, `version`);
