import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { SAVE_RETRY_DELAY_MS } from '../../../lib/save-retry';
import { answerField, draftKey, writeDraft } from './draft-store';
import { ANSWER_SAVE_DELAY_MS, DraftSync, type SaveState } from './draft-sync';
import { MemoryDraftStorage } from './memory-draft-storage';

const FIELD = answerField(3);
const KEY = draftKey('u', '2026-11-20', FIELD);

function setup(send: (value: string) => Promise<string>) {
  const storage = new MemoryDraftStorage();
  const states: SaveState[] = [];
  const messages: Array<string | undefined> = [];
  const sync = new DraftSync({
    storage,
    userId: 'u',
    date: '2026-11-20',
    send: (_field, value) => send(value),
    onState: (_field, state, message) => {
      states.push(state);
      messages.push(message);
    },
  });
  return { storage, states, messages, sync };
}

const CLOSED = 'That retro is closed: a retro can only be changed until your next day starts.';

describe('draft sync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('typing is stored at once and sent once, after the pause', async () => {
    const send = vi.fn(async (value: string) => value);
    const { storage, states, sync } = setup(send);
    sync.change(FIELD, 'H');
    sync.change(FIELD, 'He');
    sync.change(FIELD, 'Hey');
    expect(storage.getItem(KEY)).toBe('Hey');
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Hey');
    expect(storage.getItem(KEY)).toBeNull();
    expect(states.at(-1)).toBe('saved');
  });

  test('a failed send keeps the draft, shows it as local, and a retry sends it', async () => {
    let online = false;
    const send = vi.fn(async (value: string) => {
      if (!online) throw new Error('offline');
      return value;
    });
    const { storage, states, sync } = setup(send);
    sync.change(FIELD, 'written offline');
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    expect(states.at(-1)).toBe('local');
    expect(storage.getItem(KEY)).toBe('written offline');
    expect(sync.hasPending()).toBe(true);
    online = true;
    await sync.retryAll();
    expect(storage.getItem(KEY)).toBeNull();
    expect(states.at(-1)).toBe('saved');
    expect(sync.hasPending()).toBe(false);
  });

  test('a send the server failed is tried again on its own until it goes through', async () => {
    let failures = 2;
    const send = vi.fn(async (value: string) => {
      if (failures > 0) {
        failures -= 1;
        throw new ApiError(503, 'Down for a moment');
      }
      return value;
    });
    const { storage, states, sync } = setup(send);
    sync.change(FIELD, 'kept until it goes through');
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    expect(states.at(-1)).toBe('local');
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe('local');
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toBe('saved');
    expect(storage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS * 3);
    expect(send).toHaveBeenCalledTimes(3);
  });

  test('drafts left from an earlier visit are sent by retryAll', async () => {
    const send = vi.fn(async (value: string) => value);
    const { storage, sync } = setup(send);
    writeDraft(storage, KEY, 'from before the reload');
    await sync.retryAll();
    expect(send).toHaveBeenCalledWith('from before the reload');
    expect(storage.getItem(KEY)).toBeNull();
  });

  test('text typed while a request is on its way is kept and sent after it', async () => {
    let resolveFirst: (value: string) => void = () => {};
    const send = vi
      .fn<(value: string) => Promise<string>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementation(async (value) => value);
    const { storage, sync } = setup(send);
    sync.change(FIELD, 'first');
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    sync.change(FIELD, 'first and more');
    resolveFirst('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.getItem(KEY)).toBe('first and more');
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    expect(send).toHaveBeenLastCalledWith('first and more');
    expect(storage.getItem(KEY)).toBeNull();
  });

  test('a 400 is a refusal: the text stays local, the reason is given, and it is not retried until it changes', async () => {
    const send = vi.fn(async (_value: string): Promise<string> => {
      throw new ApiError(400, CLOSED, 'BAD_REQUEST');
    });
    const { storage, states, messages, sync } = setup(send);
    sync.change(FIELD, 'too late');
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    expect(states.at(-1)).toBe('refused');
    expect(messages.at(-1)).toBe(CLOSED);
    expect(storage.getItem(KEY)).toBe('too late');
    expect(sync.firstRefusal()).toBe(CLOSED);
    expect(sync.hasPending()).toBe(true);

    await sync.retryAll();
    expect(send).toHaveBeenCalledTimes(1);

    sync.change(FIELD, 'too late, edited');
    expect(sync.firstRefusal()).toBeNull();
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe('refused');
  });

  test('a 404 is a refusal too', async () => {
    const { states, sync } = setup(async () => {
      throw new ApiError(404, 'Retro not found', 'NOT_FOUND');
    });
    sync.change(FIELD, 'x');
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    expect(states.at(-1)).toBe('refused');
  });

  test.each([
    [503, 'Service Unavailable'],
    [500, 'Internal error'],
    [0, 'Network connection error'],
    [401, 'Your session has expired. Please log in again.'],
    [429, 'Too many requests'],
  ])('a %i answer keeps the text as "will sync", to be retried', async (status, message) => {
    const { states, sync } = setup(async () => {
      throw new ApiError(status, message);
    });
    sync.change(FIELD, 'x');
    await vi.advanceTimersByTimeAsync(ANSWER_SAVE_DELAY_MS);
    expect(states.at(-1)).toBe('local');
    expect(sync.firstRefusal()).toBeNull();
  });
});
