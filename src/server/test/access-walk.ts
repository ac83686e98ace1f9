import type { FastifyInstance, InjectOptions } from 'fastify';
import { type ApiOperation, fillPath, sampleValue } from './api-operations';
import type { TestClient } from './test-app';

/**
 * Operations anyone may call signed out. Every other documented operation must answer 401 to a
 * request without a session: a new route is protected unless it is added here on purpose.
 */
export const PUBLIC_OPERATIONS = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/version',
  // A calendar app fetches the reminder feed with no cookie: the unguessable token in the path is the
  // credential (reminders tests: a wrong, malformed or revoked token is 404, the feed holds only the reminder).
  'GET /api/calendar/{file}',
]);

/** Operations that sign in, out or up: walking them as a user would change who the client is. */
const SESSION_OPERATIONS = new Set(['POST /api/register', 'POST /api/login', 'POST /api/logout']);

/** Operations whose path names one user's record by id: for anyone else the record does not exist (404). */
export const OWNED_RECORD_OPERATIONS: Record<string, { param: string; record: OwnedRecord }> = {
  'DELETE /api/sessions/{id}': { param: 'id', record: 'session' },
  'GET /api/journal/{id}': { param: 'id', record: 'journalEntry' },
  'PATCH /api/journal/{id}': { param: 'id', record: 'journalEntry' },
  'DELETE /api/journal/{id}': { param: 'id', record: 'journalEntry' },
  'POST /api/journal/{id}/restore': { param: 'id', record: 'journalEntry' },
  'PATCH /api/activities/{id}': { param: 'id', record: 'activity' },
};

/**
 * Operations whose path parameters name nothing owned by one user: a catalogue entry (a library
 * question, a streak kind, an announcement, an app to import from) or a day of the caller's own calendar.
 */
export const UNOWNED_PATH_OPERATIONS = new Set([
  'GET /api/user-preferences/feature-announcements/{feature}',
  'GET /api/questions/{id}',
  'GET /api/retro/{date}',
  'GET /api/activities/days/{date}',
  'PUT /api/activities/days/{date}',
  'PUT /api/retro/{date}/answers/{questionId}',
  'PUT /api/retro/{date}/ratings/{area}',
  'POST /api/retro/{date}/complete',
  'POST /api/streaks/{id}',
  'POST /api/streaks/{id}/freeze-told',
  // The app an export comes from (day-one, daylio, markdown): a name from a fixed list.
  'POST /api/import/{app}',
  'GET /api/calendar/{file}',
  // Admin calls on any user's feedback: for a non-admin they are 403 (nonAdminProblems), never 404.
  'POST /api/admin/feedback/{id}/read',
  'PATCH /api/admin/feedback/{id}',
  'POST /api/admin/feedback/{id}/replies',
  // Admin calls: a non-admin is refused (403) before the id is looked at; nonAdminProblems proves it.
  'PATCH /api/admin/customers/{id}',
  'POST /api/admin/customers/{id}/end-sessions',
  'PATCH /api/admin/questions/{id}',
  'DELETE /api/admin/questions/{id}',
]);

type OwnedRecord = 'journalEntry' | 'session' | 'activity';

/** What user B owns, and every string that would give B's data away if A saw it. */
export interface OtherUsersData {
  records: Record<OwnedRecord, string>;
  secrets: string[];
}

function sampleParams(op: ApiOperation, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...Object.fromEntries(op.pathParams.map((p) => [p.name, String(sampleValue(p.schema))])),
    ...overrides,
  };
}

function request(op: ApiOperation, params: Record<string, string>): InjectOptions {
  const options: InjectOptions = { method: op.method as 'GET', url: fillPath(op.path, params) };
  if (op.body) options.payload = sampleValue(op.body) as object;
  return options;
}

/** Every documented operation called without a session: each one not public must answer 401. */
export async function signedOutProblems(app: FastifyInstance, operations: ApiOperation[]): Promise<string[]> {
  const problems: string[] = [];
  for (const op of operations) {
    const res = await app.inject(request(op, sampleParams(op)));
    if (!PUBLIC_OPERATIONS.has(op.key) && res.statusCode !== 401) {
      problems.push(`${op.key} answered ${res.statusCode} signed out, not 401`);
    }
  }
  return problems;
}

/**
 * Every documented operation called by user A: B's records by id are 404 (and stay as they were),
 * and no answer, list or not, holds anything of B's. A route whose path parameters are not
 * classified above is a problem too, so a new route cannot skip the question.
 */
export async function otherUserProblems(
  operations: ApiOperation[],
  a: TestClient,
  b: OtherUsersData,
): Promise<string[]> {
  const problems: string[] = [];
  for (const op of operations) {
    if (SESSION_OPERATIONS.has(op.key)) continue;
    const owned = OWNED_RECORD_OPERATIONS[op.key];
    if (op.pathParams.length > 0 && !owned && !UNOWNED_PATH_OPERATIONS.has(op.key)) {
      problems.push(`${op.key} has path parameters: classify it as an owned record or not`);
      continue;
    }
    const params = owned ? sampleParams(op, { [owned.param]: b.records[owned.record] }) : sampleParams(op);
    const res = await a.request(request(op, params));
    if (owned && res.statusCode !== 404) {
      problems.push(`${op.key} with another user's ${owned.record} answered ${res.statusCode}, not 404`);
    }
    const leaked = b.secrets.filter((secret) => res.body.includes(secret));
    if (leaked.length > 0) problems.push(`${op.key} showed another user's ${leaked.join(', ')}`);
  }
  return problems;
}

/** Every /api/admin/* operation called by a signed-in user who is not an admin must answer 403. */
export async function nonAdminProblems(operations: ApiOperation[], user: TestClient): Promise<string[]> {
  const problems: string[] = [];
  for (const op of operations.filter((o) => o.path.startsWith('/api/admin/'))) {
    const res = await user.request(request(op, sampleParams(op)));
    if (res.statusCode !== 403) problems.push(`${op.key} answered ${res.statusCode} to a non-admin, not 403`);
  }
  return problems;
}
