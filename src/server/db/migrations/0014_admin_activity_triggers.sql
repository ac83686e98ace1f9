-- Accounts that existed before last_active_at: the newest use of any of their sessions, else the day they joined.
UPDATE "users" SET "last_active_at" = coalesce(
  (SELECT max("sessions"."last_seen_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id"),
  "users"."created_at"
);
--> statement-breakpoint
-- The admin's analytics read daily totals that these triggers keep as activity is saved, so a
-- year of figures is a few hundred rows however many people use the app (decision record 015).
CREATE FUNCTION admin_note_activity(p_user uuid, p_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  inserted int;
BEGIN
  INSERT INTO user_activity_days (user_id, day) VALUES (p_user, p_day) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  IF inserted > 0 THEN
    INSERT INTO activity_daily_totals (day, active_users) VALUES (p_day, 1)
    ON CONFLICT (day) DO UPDATE SET active_users = activity_daily_totals.active_users + 1;
    INSERT INTO user_activity_weeks (user_id, week)
    VALUES (p_user, date_trunc('week', p_day::timestamp)::date) ON CONFLICT DO NOTHING;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION admin_count_retro() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  started int := 0;
  completed int := 0;
BEGIN
  IF NEW.started_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.started_at IS NULL) THEN started := 1; END IF;
  IF NEW.completed_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.completed_at IS NULL) THEN completed := 1; END IF;
  IF started + completed > 0 THEN
    INSERT INTO activity_daily_totals (day, retros_started, retros_completed) VALUES (NEW.local_date, started, completed)
    ON CONFLICT (day) DO UPDATE SET
      retros_started = activity_daily_totals.retros_started + started,
      retros_completed = activity_daily_totals.retros_completed + completed;
  END IF;
  IF completed > 0 THEN PERFORM admin_note_activity(NEW.user_id, NEW.local_date); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER retros_admin_totals AFTER INSERT OR UPDATE OF started_at, completed_at ON retros
FOR EACH ROW EXECUTE FUNCTION admin_count_retro();
--> statement-breakpoint
CREATE FUNCTION admin_count_journal_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily_totals (day, journal_entries) VALUES (NEW.local_date, 1)
  ON CONFLICT (day) DO UPDATE SET journal_entries = activity_daily_totals.journal_entries + 1;
  PERFORM admin_note_activity(NEW.user_id, NEW.local_date);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_admin_totals AFTER INSERT ON journal_entries
FOR EACH ROW EXECUTE FUNCTION admin_count_journal_entry();
--> statement-breakpoint
CREATE FUNCTION admin_count_mood() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily_totals (day, moods) VALUES (NEW.local_date, 1)
  ON CONFLICT (day) DO UPDATE SET moods = activity_daily_totals.moods + 1;
  PERFORM admin_note_activity(NEW.user_id, NEW.local_date);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER moods_admin_totals AFTER INSERT ON moods
FOR EACH ROW EXECUTE FUNCTION admin_count_mood();
--> statement-breakpoint
-- Rebuilds every total from the records, set by set: used here for the activity saved before the
-- triggers existed, and by the benchmark after a bulk load.
CREATE FUNCTION admin_rebuild_activity_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_activity_days;
  DELETE FROM user_activity_weeks;
  DELETE FROM activity_daily_totals;
  INSERT INTO user_activity_days (user_id, day)
    SELECT user_id, local_date FROM retros WHERE completed_at IS NOT NULL
    UNION SELECT user_id, local_date FROM journal_entries
    UNION SELECT user_id, local_date FROM moods;
  INSERT INTO user_activity_weeks (user_id, week)
    SELECT DISTINCT user_id, date_trunc('week', day::timestamp)::date FROM user_activity_days;
  INSERT INTO activity_daily_totals (day, active_users, retros_started, retros_completed, journal_entries, moods)
    SELECT day, sum(a), sum(rs), sum(rc), sum(j), sum(m) FROM (
      SELECT day, count(*) AS a, 0 AS rs, 0 AS rc, 0 AS j, 0 AS m FROM user_activity_days GROUP BY day
      UNION ALL SELECT local_date, 0, count(*) FILTER (WHERE started_at IS NOT NULL),
        count(*) FILTER (WHERE completed_at IS NOT NULL), 0, 0 FROM retros GROUP BY local_date
      UNION ALL SELECT local_date, 0, 0, 0, count(*), 0 FROM journal_entries GROUP BY local_date
      UNION ALL SELECT local_date, 0, 0, 0, 0, count(*) FROM moods GROUP BY local_date
    ) parts GROUP BY day;
$$;
--> statement-breakpoint
SELECT admin_rebuild_activity_totals();
