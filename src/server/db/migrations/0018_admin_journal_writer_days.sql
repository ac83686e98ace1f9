CREATE TABLE "user_journal_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "user_journal_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "user_journal_days" ADD CONSTRAINT "user_journal_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A day's writers are counted by the (person, day) pairs of this table: a pair is added once, so a
-- second entry that day, two entries saved at once, or several in one statement (an import) count
-- their writer exactly once. Replaces the check of migration 0016, which missed the last case.
CREATE OR REPLACE FUNCTION admin_count_journal_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_of_day int;
BEGIN
  INSERT INTO user_journal_days (user_id, day) VALUES (NEW.user_id, NEW.local_date) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS first_of_day = ROW_COUNT;
  INSERT INTO activity_daily_totals (day, journal_entries, journal_writers) VALUES (NEW.local_date, 1, first_of_day)
  ON CONFLICT (day) DO UPDATE SET
    journal_entries = activity_daily_totals.journal_entries + 1,
    journal_writers = activity_daily_totals.journal_writers + first_of_day;
  PERFORM admin_note_activity(NEW.user_id, NEW.local_date);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_rebuild_activity_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_activity_days;
  DELETE FROM user_activity_weeks;
  DELETE FROM user_journal_days;
  DELETE FROM activity_daily_totals;
  INSERT INTO user_activity_days (user_id, day)
    SELECT user_id, local_date FROM retros WHERE completed_at IS NOT NULL
    UNION SELECT user_id, local_date FROM journal_entries
    UNION SELECT user_id, local_date FROM moods;
  INSERT INTO user_activity_weeks (user_id, week)
    SELECT DISTINCT user_id, date_trunc('week', day::timestamp)::date FROM user_activity_days;
  INSERT INTO user_journal_days (user_id, day)
    SELECT DISTINCT user_id, local_date FROM journal_entries;
  INSERT INTO activity_daily_totals (day, active_users, retros_started, retros_completed, journal_entries, journal_writers, moods)
    SELECT day, sum(a), sum(rs), sum(rc), sum(j), sum(jw), sum(m) FROM (
      SELECT day, count(*) AS a, 0 AS rs, 0 AS rc, 0 AS j, 0 AS jw, 0 AS m FROM user_activity_days GROUP BY day
      UNION ALL SELECT local_date, 0, count(*) FILTER (WHERE started_at IS NOT NULL),
        count(*) FILTER (WHERE completed_at IS NOT NULL), 0, 0, 0 FROM retros GROUP BY local_date
      UNION ALL SELECT local_date, 0, 0, 0, count(*), 0, 0 FROM journal_entries GROUP BY local_date
      UNION ALL SELECT day, 0, 0, 0, 0, count(*), 0 FROM user_journal_days GROUP BY day
      UNION ALL SELECT local_date, 0, 0, 0, 0, 0, count(*) FROM moods GROUP BY local_date
    ) parts GROUP BY day;
$$;
--> statement-breakpoint
INSERT INTO user_journal_days (user_id, day) SELECT DISTINCT user_id, local_date FROM journal_entries;
--> statement-breakpoint
UPDATE activity_daily_totals SET journal_writers = coalesce(
  (SELECT count(*) FROM user_journal_days WHERE user_journal_days.day = activity_daily_totals.day), 0
);
