-- An entry's mood is the mood logged on its day (joined on user and local date), so the column that
-- was kept for a link is dropped; it was never written.
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_mood_id_moods_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP COLUMN "mood_id";