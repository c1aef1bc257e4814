-- Business facts (docs/decisions/140): what a generated site may state as true, as JSON that
-- app/lib/facts/schema.ts validates. Null means the owner never confirmed any (projects made before this
-- change, or a project whose "What we understood" step was not completed yet): generation then falls back
-- to what the extractor reads from the description.
ALTER TABLE `projects` ADD `facts` text;
