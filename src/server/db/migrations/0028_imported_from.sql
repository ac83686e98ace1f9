-- Journal entries and moods brought in from another app (Day One, Daylio, Markdown notes) name it:
-- they count for reports and history, never for streaks, freezes or badges (decision record 043).
ALTER TABLE "journal_entries" ADD COLUMN "imported_from" text;--> statement-breakpoint
ALTER TABLE "moods" ADD COLUMN "imported_from" text;
