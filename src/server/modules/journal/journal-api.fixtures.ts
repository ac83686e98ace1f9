import { expect } from 'vitest';
import { localDay } from '../../../domain/local-day';
import type { TestClient } from '../../test/test-app';

/** Today for a user registered in tests (time zone UTC, day start 0). */
export const todayInUtc = () => localDay(new Date(), 'UTC');

/** POST /api/journal, which must succeed; returns the entry. */
export async function createEntry(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/journal', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}
