import { expect, test, vi } from 'vitest';
import type { Database } from '#server/db/client';
import { afterActivity } from './activity';

const user = { id: '00000000-0000-4000-8000-000000000001', timezone: 'UTC', dayStartHour: 0 };

test('a failing streak or badge update is logged and never fails the write that triggered it', async () => {
  const unreachable = {
    transaction: () => Promise.reject(new Error('connection lost')),
    execute: () => Promise.reject(new Error('connection lost')),
    select: () => {
      throw new Error('connection lost');
    },
  } as unknown as Database;
  const log = { error: vi.fn() };

  await expect(afterActivity(unreachable, user, 'journal', { log })).resolves.toBeUndefined();
  expect(log.error).toHaveBeenCalledOnce();
  expect(log.error.mock.calls[0]?.[0]).toMatchObject({ streakId: 'journal' });
});
