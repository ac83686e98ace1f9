ALTER TABLE "activity_daily_totals" ADD COLUMN "journal_writers" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A day's journal entries are hidden when fewer than five people wrote them, so each day also counts
-- its writers: one per person and day however many entries. The check runs under a lock per person
-- and day, so two entries saved at once still count their writer once.
CREATE OR REPLACE FUNCTION admin_count_journal_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_of_day int := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(NEW.user_id::text || ' ' || NEW.local_date::text, 16));
  IF NOT EXISTS (
    SELECT 1 FROM journal_entries
    WHERE user_id = NEW.user_id AND local_date = NEW.local_date AND id <> NEW.id
  ) THEN
    first_of_day := 1;
  END IF;
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
  DELETE FROM activity_daily_totals;
  INSERT INTO user_activity_days (user_id, day)
    SELECT user_id, local_date FROM retros WHERE completed_at IS NOT NULL
    UNION SELECT user_id, local_date FROM journal_entries
    UNION SELECT user_id, local_date FROM moods;
  INSERT INTO user_activity_weeks (user_id, week)
    SELECT DISTINCT user_id, date_trunc('week', day::timestamp)::date FROM user_activity_days;
  INSERT INTO activity_daily_totals (day, active_users, retros_started, retros_completed, journal_entries, journal_writers, moods)
    SELECT day, sum(a), sum(rs), sum(rc), sum(j), sum(jw), sum(m) FROM (
      SELECT day, count(*) AS a, 0 AS rs, 0 AS rc, 0 AS j, 0 AS jw, 0 AS m FROM user_activity_days GROUP BY day
      UNION ALL SELECT local_date, 0, count(*) FILTER (WHERE started_at IS NOT NULL),
        count(*) FILTER (WHERE completed_at IS NOT NULL), 0, 0, 0 FROM retros GROUP BY local_date
      UNION ALL SELECT local_date, 0, 0, 0, count(*), count(DISTINCT user_id), 0 FROM journal_entries GROUP BY local_date
      UNION ALL SELECT local_date, 0, 0, 0, 0, 0, count(*) FROM moods GROUP BY local_date
    ) parts GROUP BY day;
$$;
--> statement-breakpoint
UPDATE activity_daily_totals SET journal_writers = writers.n
FROM (SELECT local_date, count(DISTINCT user_id)::int AS n FROM journal_entries GROUP BY local_date) writers
WHERE activity_daily_totals.day = writers.local_date;
