import { expect } from 'vitest';
import type { TestClient } from '#server/test/test-app';

/** POST /api/journal, which must succeed; returns the entry. */
export async function createEntry(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/journal', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}
