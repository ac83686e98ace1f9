import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../api-client';
import { storageKeys } from '../storage-reset';
import { memoryStorage } from '../version/memory-storage';
import type { SyncedDraftKind } from './draft-kind';
import { DraftQueue } from './draft-queue';
import { type DraftRecord, DraftStore, serverIdsStorageKey } from './draft-store';
import { SAVE_RETRY_DELAY_MS } from './save-state';

const NOW = Date.UTC(2026, 10, 24, 9, 30);

interface Sent {
  value: string;
  serverId: string | null;
  idempotencyKey: string;
}

/** A note kind whose server is a list of answers the test decides. */
function setup() {
  const sent: Sent[] = [];
  const answers: Array<() => Promise<{ id: string; text: string }>> = [];
  const queryClient = new QueryClient();
  const kind: SyncedDraftKind<string, { id: string; text: string }> = {
    name: 'note',
    delayMs: 500,
    send: (draft) => {
      sent.push({ value: draft.value, serverId: draft.serverId, idempotencyKey: draft.idempotencyKey });
      const next = answers.shift();
      return next ? next() : Promise.resolve({ id: 'n-1', text: draft.value });
    },
    serverIdOf: (note) => note.id,
    isBlank: (draft: DraftRecord<string>) => draft.value.trim() === '',
    confirm: (client, note) => client.setQueryData(['/api/notes', note.id], note),
  };
  const events = new EventTarget();
  const storage = memoryStorage();
  const store = new DraftStore(storage, 'u-1');
  const queue = new DraftQueue({ store, queryClient, now: () => NOW, events });
  queue.start();
  queue.register(kind);
  return { queue, sent, answers, queryClient, events, storage, kind };
}

const fail =
  (status: number, message = 'Refused') =>
  () =>
    Promise.reject(new ApiError(status, message));

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the draft queue', () => {
  test('a change is on the device at once, sent after the pause, written into the cache, then dropped', async () => {
    const { queue, sent, queryClient, storage } = setup();
    queue.change('note', 'a', 'Morning pages');
    expect(queue.read('note', 'a')?.value).toBe('Morning pages');
    expect(queue.state('note', 'a')).toEqual({ status: 'saving' });
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.value)).toEqual(['Morning pages']);
    expect(queryClient.getQueryData(['/api/notes', 'n-1'])).toEqual({ id: 'n-1', text: 'Morning pages' });
    expect(queue.state('note', 'a')).toEqual({ status: 'saved' });
    expect(queue.read('note', 'a')).toBeNull();
    // Only what it created is remembered (see the draft store's server ids).
    expect(storageKeys(storage)).toEqual([serverIdsStorageKey('u-1')]);
  });

  test('typing on resets the pause: one send for a burst of changes', async () => {
    const { queue, sent } = setup();
    queue.change('note', 'a', 'M');
    await vi.advanceTimersByTimeAsync(300);
    queue.change('note', 'a', 'Mo');
    await vi.advanceTimersByTimeAsync(300);
    queue.change('note', 'a', 'Mor');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map((s) => s.value)).toEqual(['Mor']);
  });

  test('after a server error the draft is kept and sent again every 5 s until it goes through', async () => {
    const { queue, sent, answers } = setup();
    answers.push(fail(503, 'Down'), fail(0, 'Network'));
    queue.change('note', 'a', 'Kept');
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.state('note', 'a')).toEqual({ status: 'local' });
    expect(queue.read('note', 'a')?.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(sent).toHaveLength(2);
    expect(queue.state('note', 'a')).toEqual({ status: 'local' });
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(sent).toHaveLength(3);
    expect(queue.state('note', 'a')).toEqual({ status: 'saved' });
  });

  test("the browser's online event sends what waits at once", async () => {
    const { queue, sent, answers, events } = setup();
    answers.push(fail(0, 'Network'));
    queue.change('note', 'a', 'Offline words');
    await vi.advanceTimersByTimeAsync(500);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(queue.state('note', 'a')).toEqual({ status: 'saved' });
  });

  test.each([401, 408, 429])('a %i answer is worth another try, not a refusal', async (status) => {
    const { queue, sent, answers } = setup();
    answers.push(fail(status));
    queue.change('note', 'a', 'Words');
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.state('note', 'a')).toEqual({ status: 'local' });
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(sent).toHaveLength(2);
  });

  test('a refusal keeps the draft with its reason and stops sending until it is edited or retried', async () => {
    const { queue, sent, answers, events } = setup();
    answers.push(fail(400, 'Write something before saving'), fail(422, 'Still no'));
    queue.change('note', 'a', 'Refused words');
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.state('note', 'a')).toEqual({ status: 'refused', reason: 'Write something before saving' });
    expect(queue.read('note', 'a')).toMatchObject({
      value: 'Refused words',
      refused: 'Write something before saving',
    });

    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS * 3);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);

    await queue.retry('note', 'a');
    expect(sent).toHaveLength(2);
    expect(queue.state('note', 'a')).toEqual({ status: 'refused', reason: 'Still no' });

    queue.change('note', 'a', 'Refused words, edited');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(3);
    expect(queue.state('note', 'a')).toEqual({ status: 'saved' });
  });

  test('every retry of a create carries the same idempotency key; later changes update what it created', async () => {
    const { queue, sent, answers } = setup();
    answers.push(fail(0, 'The answer was lost'));
    queue.change('note', 'a', 'Once');
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(sent.map((s) => s.serverId)).toEqual([null, null]);

    queue.change('note', 'a', 'Once more');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent[2]).toMatchObject({ value: 'Once more', serverId: 'n-1' });
  });

  test('two drafts never share an idempotency key', async () => {
    const { queue, sent } = setup();
    queue.change('note', 'a', 'One');
    queue.change('note', 'b', 'Two');
    await vi.advanceTimersByTimeAsync(500);
    expect(new Set(sent.map((s) => s.idempotencyKey)).size).toBe(2);
  });

  test('a change made while a send is on its way is sent after it, and is not dropped by its answer', async () => {
    const { queue, sent, answers } = setup();
    let answer: (note: { id: string; text: string }) => void = () => {};
    answers.push(() => new Promise((resolve) => (answer = resolve)));
    queue.change('note', 'a', 'First');
    await vi.advanceTimersByTimeAsync(500);
    queue.change('note', 'a', 'First and second');
    await vi.advanceTimersByTimeAsync(500);
    answer({ id: 'n-1', text: 'First' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => [s.value, s.serverId])).toEqual([
      ['First', null],
      ['First and second', 'n-1'],
    ]);
    expect(queue.read('note', 'a')).toBeNull();
    expect(queue.state('note', 'a')).toEqual({ status: 'saved' });
  });

  test('a draft an editor holds stays on the device once confirmed, and goes when the editor lets go', async () => {
    const { queue } = setup();
    const release = queue.hold('note', 'a');
    queue.change('note', 'a', 'Held');
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.read('note', 'a')).toMatchObject({ value: 'Held', pending: false, serverId: 'n-1' });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.read('note', 'a')).toBeNull();
    expect(queue.serverIdOf('note', 'a')).toBe('n-1');
  });

  test('a hold released and taken again at once (effects run twice in development) keeps the draft', async () => {
    const { queue } = setup();
    const release = queue.hold('note', 'a');
    queue.change('note', 'a', 'Held');
    await vi.advanceTimersByTimeAsync(500);
    release();
    const releaseAgain = queue.hold('note', 'a');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.read('note', 'a')).toMatchObject({ value: 'Held', pending: false });
    releaseAgain();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.read('note', 'a')).toBeNull();
  });

  test('what a dropped draft created is still known after a restart, so its address goes on updating it', async () => {
    const { queue, sent, storage, queryClient, kind } = setup();
    queue.change('note', 'a', 'Created');
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.read('note', 'a')).toBeNull();
    queue.stop();

    const again = new DraftQueue({ store: new DraftStore(storage, 'u-1'), queryClient, now: () => NOW });
    again.register(kind);
    expect(again.serverIdOf('note', 'a')).toBe('n-1');
    again.change('note', 'a', 'Created, then changed');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.at(-1)).toMatchObject({ value: 'Created, then changed', serverId: 'n-1' });
  });

  test('copies the server confirmed that no editor holds are dropped at the next start; device-only ones stay', async () => {
    const first = setup();
    first.queue.register({ name: 'notes-on-device', local: true });
    // An editor whose tab was closed never let go of its copy.
    first.queue.hold('note', 'closed');
    first.queue.change('note', 'closed', 'Its tab was closed');
    first.queue.change('notes-on-device', 'c-1', 'Private');
    await vi.advanceTimersByTimeAsync(500);
    expect(first.queue.read('note', 'closed')).toMatchObject({ pending: false });
    first.queue.stop();

    const queue = new DraftQueue({
      store: new DraftStore(first.storage, 'u-1'),
      queryClient: new QueryClient(),
      now: () => NOW,
    });
    queue.register({ name: 'note', delayMs: 500, send: async () => ({}), confirm: () => {} });
    queue.register({ name: 'notes-on-device', local: true });
    const release = queue.hold('note', 'open');
    queue.dropConfirmed();
    expect(queue.read('note', 'closed')).toBeNull();
    expect(queue.read('notes-on-device', 'c-1')?.value).toBe('Private');
    release();
  });

  test('a new draft with nothing in it is dropped, not sent', async () => {
    const { queue, sent } = setup();
    queue.change('note', 'a', '   ');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(0);
    expect(queue.read('note', 'a')).toBeNull();
  });

  test('drafts left from an earlier visit are sent when their kind is registered', async () => {
    const first = setup();
    first.answers.push(fail(0));
    first.queue.change('note', 'a', 'From yesterday');
    await vi.advanceTimersByTimeAsync(500);
    first.queue.stop();

    const sent: string[] = [];
    const queue = new DraftQueue({
      store: new DraftStore(first.storage, 'u-1'),
      queryClient: new QueryClient(),
      now: () => NOW,
    });
    queue.register({
      name: 'note',
      delayMs: 500,
      send: async (draft: DraftRecord<string>) => {
        sent.push(draft.value);
        return { id: 'n-1' };
      },
      confirm: () => {},
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['From yesterday']);
  });

  test('flushAll tells whether the server has every draft, refused one, or some wait on the device', async () => {
    const { queue, answers } = setup();
    queue.change('note', 'day:1', 'One');
    expect(await queue.flushAll('note', 'day:')).toEqual({ status: 'synced' });
    answers.push(fail(0), fail(0), fail(0));
    queue.change('note', 'day:2', 'Two');
    expect(await queue.flushAll('note', 'day:')).toEqual({ status: 'local' });
    answers.length = 0;
    answers.push(fail(400, 'Closed'));
    expect(await queue.flushAll('note', 'day:')).toEqual({ status: 'refused', reason: 'Closed' });
  });

  test('local kinds are kept on the device and never sent', async () => {
    const { queue, sent } = setup();
    queue.register({ name: 'notes-on-device', local: true });
    queue.change('notes-on-device', 'c-1', 'Private');
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(sent).toHaveLength(0);
    expect(queue.read('notes-on-device', 'c-1')).toMatchObject({ value: 'Private', pending: false });
    expect(queue.state('notes-on-device', 'c-1')).toEqual({ status: 'idle' });
  });

  test('a draft that follows others waits until they are in, and is refused with them', async () => {
    const { queue, sent, answers } = setup();
    const completions: string[] = [];
    const completion: SyncedDraftKind<string, { done: true }> = {
      name: 'done',
      delayMs: 0,
      sendsAfter: (draft) => ({ kind: 'note', idPrefix: `${draft.id}:` }),
      send: async (draft) => {
        completions.push(draft.id);
        return { done: true };
      },
      confirm: () => {},
    };
    queue.register(completion);
    // Offline for every attempt of this round (a flush tries three times).
    answers.push(fail(0, 'Offline'), fail(0, 'Offline'), fail(0, 'Offline'));
    queue.change('note', 'day-1:a', 'Words');
    queue.change('done', 'day-1', 'day-1');
    await vi.advanceTimersByTimeAsync(0);
    // Its note is still only on the device: the completion waits with it.
    expect(completions).toEqual([]);
    expect(queue.state('done', 'day-1')).toEqual({ status: 'local' });
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(sent.map((s) => s.value)).toContain('Words');
    expect(completions).toEqual(['day-1']);
    expect(queue.read('done', 'day-1')).toBeNull();

    answers.push(fail(409, 'That retro is closed.'));
    queue.change('note', 'day-2:a', 'Late words');
    queue.change('done', 'day-2', 'day-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.state('done', 'day-2')).toEqual({ status: 'refused', reason: 'That retro is closed.' });
    expect(completions).toEqual(['day-1']);
    expect(queue.read('note', 'day-2:a')?.value).toBe('Late words');
  });
});
