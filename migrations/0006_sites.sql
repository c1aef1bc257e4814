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
