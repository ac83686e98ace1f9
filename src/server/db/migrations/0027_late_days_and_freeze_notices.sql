ALTER TABLE "journal_entries" ADD COLUMN "dated_on" date;--> statement-breakpoint
ALTER TABLE "moods" ADD COLUMN "recorded_on" date;--> statement-breakpoint
ALTER TABLE "streaks" ADD COLUMN "freeze_told_through" date;