import type { Database } from '#server/db/client';
import {
  createSessionQueries,
  listActiveSessions,
  removeOtherSessions,
  removeUserSession,
  type SessionUser,
} from './session.queries';

/**
 * What other modules do with sessions: the account page lists and ends a user's own, and the jobs
 * sweep the expired. The session plugin (plugins/session.ts) reads and writes them for each request.
 */
export type { SessionUser };

/** The user's live sessions, most recently seen first. */
export const activeSessionsOf = (db: Database, userId: string) => listActiveSessions(db, userId);

/** Ends one of the user's sessions; false when the user has no session with that id hash. */
export const endUserSession = (db: Database, userId: string, idHash: string) =>
  removeUserSession(db, userId, idHash);

/** Ends every session of the user but the one kept (the request's own); how many ended. */
export const endSessionsOtherThan = (db: Database, userId: string, keepIdHash: string) =>
  removeOtherSessions(db, userId, keepIdHash);

/** Removes every session past its idle or absolute expiry. */
export const removeExpiredSessions = (db: Database) => createSessionQueries(db).removeExpired();
