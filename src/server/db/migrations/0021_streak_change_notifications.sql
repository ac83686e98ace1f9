-- Every instance keeps the streak rows it read for a moment, as it keeps sessions (decision records
-- 021 and 023): any change to a user's streak rows notifies the channel streak_changes with the
-- user's id, from the database itself, whichever code path or process made it. Notifications are
-- sent at commit, and only then; the same user twice in one transaction is one.
CREATE FUNCTION notify_streak_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    -- A TRUNCATE names no rows: every instance forgets everything.
    PERFORM pg_notify('streak_changes', '*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('streak_changes', NEW.user_id::text);
  ELSE
    PERFORM pg_notify('streak_changes', OLD.user_id::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
      PERFORM pg_notify('streak_changes', NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER streaks_notify AFTER INSERT OR UPDATE OR DELETE ON streaks
FOR EACH ROW EXECUTE FUNCTION notify_streak_change();
--> statement-breakpoint
CREATE TRIGGER streaks_notify_truncate AFTER TRUNCATE ON streaks
FOR EACH STATEMENT EXECUTE FUNCTION notify_streak_change();
