DROP INDEX "journal_entries_search_idx";--> statement-breakpoint
DROP INDEX "journal_entries_tags_idx";--> statement-breakpoint
CREATE INDEX "journal_entries_search_idx" ON "journal_entries" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "journal_entries_tags_idx" ON "journal_entries" USING gin ("tags") WITH (fastupdate=false);