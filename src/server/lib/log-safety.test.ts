import { describe, expect, test } from 'vitest';
import { summarizeError, summarizeRequest } from './log-safety';

/** Shaped like drizzle's wrapper around a driver error: the SQL and parameters in the message. */
function failedQuery() {
  const driverError = Object.assign(new Error('new row for relation "moods" violates check constraint'), {
    code: '23514',
    constraint: 'moods_note_check',
    table: 'moods',
    detail: 'Failing row contains (my secret note).',
  });
  return new Error('Failed query: insert into "moods" ("note") values ($1)\nparams: my secret note', {
    cause: driverError,
  });
}

describe('what the log may say about an error', () => {
  test('a failed query is summarised by its codes, without the SQL, its parameters or the detail', () => {
    const summary = summarizeError(failedQuery());
    expect(summary).toMatchObject({
      type: 'Error',
      dbCode: '23514',
      constraint: 'moods_note_check',
      table: 'moods',
      message: 'Error database 23514 moods_note_check',
    });
    expect(JSON.stringify(summary)).not.toMatch(/secret|insert|params/);
    expect(summary.stack).toMatch(/^\s+at /);
  });

  test('a plain error keeps only its name and where it was thrown', () => {
    const summary = summarizeError(new RangeError('Not a local date: 2024-13-99'));
    expect(summary.type).toBe('RangeError');
    expect(JSON.stringify(summary)).not.toContain('2024-13-99');
  });

  test('a thrown value that is not an error is named by its type', () => {
    expect(summarizeError('my secret')).toEqual({ type: 'string', message: 'string', stack: '' });
  });

  test('a request is its method and route, never its query string', () => {
    expect(
      summarizeRequest({
        method: 'GET',
        url: '/api/journal/search?q=secret',
        routeOptions: { url: '/api/journal/search' },
      }),
    ).toEqual({ method: 'GET', route: '/api/journal/search' });
    expect(summarizeRequest({ method: 'GET', url: '/api/nothing?q=secret' })).toEqual({
      method: 'GET',
      route: '/api/nothing',
    });
  });
});
