-- The business's own logo and photos (docs/decisions/180-photos-storage-and-processing.md).
-- One row per stored image. The bytes live in R2 under sites/{project_id}/media/{id}/. in_library = 1 while the
-- owner keeps it on the photos page; a removed image keeps its row and bytes while a site version uses it.
CREATE TABLE `photos` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`place` text,
	`offering` integer,
	`alt` text NOT NULL,
	`position` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`widths` text NOT NULL,
	`fallback` text NOT NULL,
	`bytes` integer NOT NULL,
	`in_library` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "photos_kind_check" CHECK(kind in ('logo', 'photo')),
	CONSTRAINT "photos_place_check" CHECK(place is null or place in ('hero', 'about', 'gallery', 'offering')),
	CONSTRAINT "photos_fallback_check" CHECK(fallback in ('jpg', 'png')),
	CONSTRAINT "photos_size_check" CHECK(width >= 1 and height >= 1 and bytes >= 0)
);
--> statement-breakpoint
CREATE INDEX `photos_project_idx` ON `photos` (`project_id`, `in_library`, `position`);
--> statement-breakpoint
CREATE INDEX `photos_user_idx` ON `photos` (`user_id`);
--> statement-breakpoint
-- At most one logo in a project's library.
CREATE UNIQUE INDEX `photos_one_logo` ON `photos` (`project_id`) WHERE kind = 'logo' and in_library = 1;
--> statement-breakpoint
-- Which images (with their words and places at that time) a site version shows. Keyed by the version whose
-- files it describes (a restore serves an older version's files, and so its images).
CREATE TABLE `site_version_photos` (
	`project_id` integer NOT NULL,
	`version` integer NOT NULL,
	`photo_id` text NOT NULL,
	`kind` text NOT NULL,
	`place` text,
	`offering` integer,
	`alt` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`project_id`, `version`, `photo_id`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `site_version_photos_photo_idx` ON `site_version_photos` (`photo_id`);
