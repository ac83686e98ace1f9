CREATE TABLE "active_window_changes" (
	"day" date PRIMARY KEY NOT NULL,
	"weekly" integer DEFAULT 0 NOT NULL,
	"monthly" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_counts" (
	"cohort_week" date NOT NULL,
	"week" date NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "retention_counts_cohort_week_week_pk" PRIMARY KEY("cohort_week","week")
);
--> statement-breakpoint
-- Weekly and monthly active people and the retention cohorts are kept as activity is saved, like the
-- daily totals, so an analytics request reads only small tables (decision record 016). A person's
-- active days are handled one at a time under a lock per person, so two days saved at once, days
-- saved out of order, and many rows saved in one statement (an import) are each counted once.
CREATE OR REPLACE FUNCTION admin_note_activity(p_user uuid, p_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  inserted int;
  prev_day date;
  next_day date;
  w_start date;
  w_end date;
  m_start date;
  m_end date;
  active_week date := date_trunc('week', p_day::timestamp)::date;
  cohort date;
BEGIN
  INSERT INTO user_activity_days (user_id, day) VALUES (p_user, p_day) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted = 0 THEN RETURN; END IF;
  INSERT INTO activity_daily_totals (day, active_users) VALUES (p_day, 1)
  ON CONFLICT (day) DO UPDATE SET active_users = activity_daily_totals.active_users + 1;
  PERFORM pg_advisory_xact_lock(hashtextextended('admin activity ' || p_user::text, 0));
  -- The days whose 7- (30-) day window this day newly brings the person into: from the day (or the
  -- first day past the window of their previous active day) up to the day before their next one.
  SELECT max(day) INTO prev_day FROM user_activity_days WHERE user_id = p_user AND day < p_day;
  SELECT min(day) INTO next_day FROM user_activity_days WHERE user_id = p_user AND day > p_day;
  w_start := greatest(p_day, prev_day + 7);
  w_end := least(p_day + 6, next_day - 1);
  m_start := greatest(p_day, prev_day + 30);
  m_end := least(p_day + 29, next_day - 1);
  INSERT INTO active_window_changes AS t (day, weekly, monthly)
    SELECT c.day, sum(c.w)::int, sum(c.m)::int
    FROM (VALUES (w_start, 1, 0), (w_end + 1, -1, 0), (m_start, 0, 1), (m_end + 1, 0, -1)) AS c(day, w, m)
    WHERE (c.w <> 0 AND w_start <= w_end) OR (c.m <> 0 AND m_start <= m_end)
    GROUP BY c.day
  ON CONFLICT (day) DO UPDATE SET weekly = t.weekly + EXCLUDED.weekly, monthly = t.monthly + EXCLUDED.monthly;
  INSERT INTO user_activity_weeks (user_id, week) VALUES (p_user, active_week) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted > 0 THEN
    SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date INTO cohort FROM users WHERE id = p_user;
    IF active_week >= cohort THEN
      INSERT INTO retention_counts AS t (cohort_week, week, people) VALUES (cohort, active_week, 1)
      ON CONFLICT (cohort_week, week) DO UPDATE SET people = t.people + 1;
    END IF;
  END IF;
END;
$$;
--> statement-breakpoint
-- Adds (p_sign 1) or takes away (-1) one person's share of the retention counts, for their cohort.
CREATE FUNCTION admin_count_retention(p_user uuid, p_cohort date, p_sign int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO retention_counts AS t (cohort_week, week, people)
    SELECT p_cohort, week, p_sign FROM user_activity_weeks WHERE user_id = p_user AND week >= p_cohort
  ON CONFLICT (cohort_week, week) DO UPDATE SET people = t.people + EXCLUDED.people;
$$;
--> statement-breakpoint
-- A deleted account leaves the weekly and monthly active people and the retention cohorts, as it
-- leaves the (person, day) pairs they were counted from.
CREATE FUNCTION admin_forget_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('admin activity ' || OLD.id::text, 0));
  INSERT INTO active_window_changes AS t (day, weekly, monthly)
    SELECT day, -sum(w)::int, -sum(m)::int FROM (
      SELECT greatest(day, prev + 7) AS day, 1 AS w, 0 AS m FROM (
        SELECT day, lag(day) OVER (ORDER BY day) AS prev FROM user_activity_days WHERE user_id = OLD.id
      ) d
      UNION ALL SELECT day + 7, -1, 0 FROM user_activity_days WHERE user_id = OLD.id
      UNION ALL SELECT greatest(day, prev + 30), 0, 1 FROM (
        SELECT day, lag(day) OVER (ORDER BY day) AS prev FROM user_activity_days WHERE user_id = OLD.id
      ) d
      UNION ALL SELECT day + 30, 0, -1 FROM user_activity_days WHERE user_id = OLD.id
    ) c GROUP BY day
  ON CONFLICT (day) DO UPDATE SET weekly = t.weekly + EXCLUDED.weekly, monthly = t.monthly + EXCLUDED.monthly;
  PERFORM admin_count_retention(OLD.id, date_trunc('week', OLD.created_at AT TIME ZONE 'UTC')::date, -1);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_admin_forget BEFORE DELETE ON users
FOR EACH ROW EXECUTE FUNCTION admin_forget_person();
--> statement-breakpoint
-- An account moved to another week of joining moves its retention counts to that cohort.
CREATE FUNCTION admin_move_cohort() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_cohort date := date_trunc('week', OLD.created_at AT TIME ZONE 'UTC')::date;
  new_cohort date := date_trunc('week', NEW.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  IF old_cohort <> new_cohort THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('admin activity ' || NEW.id::text, 0));
    PERFORM admin_count_retention(NEW.id, old_cohort, -1);
    PERFORM admin_count_retention(NEW.id, new_cohort, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_admin_cohort AFTER UPDATE OF created_at ON users
FOR EACH ROW EXECUTE FUNCTION admin_move_cohort();
--> statement-breakpoint
-- Rebuilds every total from the records, set by set: used here for the activity saved before this
-- migration, and by the benchmark after a bulk load.
CREATE OR REPLACE FUNCTION admin_rebuild_activity_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_activity_days;
  DELETE FROM user_activity_weeks;
  DELETE FROM user_journal_days;
  DELETE FROM activity_daily_totals;
  DELETE FROM active_window_changes;
  DELETE FROM retention_counts;
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
  -- Taken in order, each active day brings its person into the windows from the day (or from the
  -- first day past the window of their previous active day) until the window of the day ends.
  INSERT INTO active_window_changes (day, weekly, monthly)
    SELECT day, sum(w), sum(m) FROM (
      SELECT greatest(day, prev + 7) AS day, 1 AS w, 0 AS m FROM (
        SELECT day, lag(day) OVER (PARTITION BY user_id ORDER BY day) AS prev FROM user_activity_days
      ) d
      UNION ALL SELECT day + 7, -1, 0 FROM user_activity_days
      UNION ALL SELECT greatest(day, prev + 30), 0, 1 FROM (
        SELECT day, lag(day) OVER (PARTITION BY user_id ORDER BY day) AS prev FROM user_activity_days
      ) d
      UNION ALL SELECT day + 30, 0, -1 FROM user_activity_days
    ) c GROUP BY day;
  INSERT INTO retention_counts (cohort_week, week, people)
    SELECT cohort, w.week, count(*) FROM (
      SELECT id, date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS cohort FROM users
    ) u JOIN user_activity_weeks w ON w.user_id = u.id AND w.week >= u.cohort
    GROUP BY cohort, w.week;
$$;
--> statement-breakpoint
SELECT admin_rebuild_activity_totals();
