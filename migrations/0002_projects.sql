-- Projects, payments and the showcase (issue 4).

-- Small key/value settings read by the server (cached per isolate). Values are text; the code that owns a
-- key validates it. The admin area edits these later; the defaults are spec section 9's.
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `settings` (`key`, `value`) VALUES ('default_base_price_cents', '2499'), ('service_fee_percent', '20');
--> statement-breakpoint
-- The provider's checkout session or payment intent most recently opened for the project (Stripe `cs_…`/`pi_…`),
-- so a return from the provider's page can be confirmed against the session we created.
ALTER TABLE `projects` ADD `payment_session_id` text;
--> statement-breakpoint
-- The store lists newest first; the user index serves "my published apps".
CREATE INDEX `published_apps_user_idx` ON `published_apps` (`user_id`);
