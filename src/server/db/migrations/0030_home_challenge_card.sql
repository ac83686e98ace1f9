-- Home gains a card for the challenge in progress (decision record 048). New users get it in the
-- default order, after today's retro; those who already chose their cards get it at the end of their
-- list, shown, and hide it in Settings like any other card.
ALTER TABLE "customizations" ALTER COLUMN "home_cards" SET DEFAULT '{next-step,retro,challenge,streaks,mood,question,recent-entries}'::text[];--> statement-breakpoint
UPDATE "customizations" SET "home_cards" = array_append("home_cards", 'challenge') WHERE NOT ('challenge' = ANY("home_cards"));
