-- The body's plain text by the journal's Markdown grammar, written by the server with the body
-- (src/domain/markdown). Existing entries start with none (null), and a job fills it in; until then
-- the search document reads the body, as it did before. Dropping the generated column drops its
-- index, made again as it was (0004: no pending list).
ALTER TABLE "journal_entries" ADD COLUMN "body_text" text;--> statement-breakpoint
ALTER TABLE "journal_entries" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (journal_search_document("title", coalesce("body_text", "body"), "tags")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "journal_entries_search_idx" ON "journal_entries" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "journal_entries_body_text_pending_idx" ON "journal_entries" USING btree ("id") WHERE "journal_entries"."body_text" is null;
