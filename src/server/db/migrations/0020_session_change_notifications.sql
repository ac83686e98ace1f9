-- Every instance keeps the sessions it read for a moment (decision record 021). Whatever can make a
-- kept session wrong notifies the channel session_changes with the user's id, from the database
-- itself, so that no code path (another instance, the admin command, a manual fix) can forget to:
-- a session ended, a session cut short, any change to the account but its "last active" mark.
-- Notifications are sent at commit, and only then; the same user twice in one transaction is one.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    -- A TRUNCATE names no rows: every instance forgets everything.
    PERFORM pg_notify('session_changes', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_changes', OLD.user_id::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', NEW.id::text);
  ELSE
    PERFORM pg_notify('session_changes', OLD.user_id::text);
    IF NEW.user_id <> OLD.user_id THEN PERFORM pg_notify('session_changes', NEW.user_id::text); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- A session's use moves its last-seen and idle expiry forward (hourly): a kept copy is then only
-- more cautious than the row, so that alone is not announced. Anything else, or an expiry moved
-- earlier, is.
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions
FOR EACH ROW WHEN (
  (to_jsonb(OLD) - 'last_seen_at' - 'idle_expires_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at' - 'idle_expires_at')
  OR NEW.idle_expires_at < OLD.idle_expires_at
)
EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- Any column but last_active_at (moved with the session's use): a new column is covered too.
CREATE TRIGGER users_notify_update AFTER UPDATE ON users
FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_active_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at'))
EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
