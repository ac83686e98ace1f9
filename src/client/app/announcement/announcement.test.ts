import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ANNOUNCEMENT_DELAY_MS } from '#contract/constants';
import {
  ANNOUNCEMENT_STATUS_PATH,
  fetchAnnouncementSeen,
  markAnnouncementSeen,
  shouldShowAnnouncement,
  startAnnouncementCheck,
} from './announcement';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

test('shown only when the server does not say seen and local storage lacks the flag', () => {
  expect(shouldShowAnnouncement(false, null)).toBe(true);
  expect(shouldShowAnnouncement(true, null)).toBe(false);
  expect(shouldShowAnnouncement(false, 'true')).toBe(false);
  expect(shouldShowAnnouncement(true, 'true')).toBe(false);
});

test('the server answer is read from seen; a 404 or any other error means not seen', async () => {
  expect(
    await fetchAnnouncementSeen(async () => ({ feature: 'calendar_reminder_announced', seen: true })),
  ).toBe(true);
  expect(
    await fetchAnnouncementSeen(async () => ({ feature: 'calendar_reminder_announced', seen: false })),
  ).toBe(false);
  expect(
    await fetchAnnouncementSeen(async () => {
      throw Object.assign(new Error('Not found'), { status: 404 });
    }),
  ).toBe(false);
  expect(await fetchAnnouncementSeen(async () => 'unexpected')).toBe(false);
});

test('the status is asked at its path', async () => {
  const get = vi.fn(async () => ({ seen: false }));
  await fetchAnnouncementSeen(get);
  expect(get).toHaveBeenCalledWith('/api/user-preferences/feature-announcements/calendar_reminder_announced');
  expect(ANNOUNCEMENT_STATUS_PATH).toBe(
    '/api/user-preferences/feature-announcements/calendar_reminder_announced',
  );
});

test('it appears one second after the status check, not before', async () => {
  expect(ANNOUNCEMENT_DELAY_MS).toBe(1000);
  const onShow = vi.fn();
  startAnnouncementCheck({ readLocalFlag: () => null, fetchServerSeen: async () => false, onShow });

  await vi.advanceTimersByTimeAsync(0);
  await vi.advanceTimersByTimeAsync(999);
  expect(onShow).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(onShow).toHaveBeenCalledTimes(1);
});

test('the delay counts from the answer, however long the server takes', async () => {
  const onShow = vi.fn();
  let answer: (seen: boolean) => void = () => {};
  startAnnouncementCheck({
    readLocalFlag: () => null,
    fetchServerSeen: () => new Promise<boolean>((resolve) => (answer = resolve)),
    onShow,
  });
  await vi.advanceTimersByTimeAsync(5000);
  expect(onShow).not.toHaveBeenCalled();
  answer(false);
  await vi.advanceTimersByTimeAsync(ANNOUNCEMENT_DELAY_MS);
  expect(onShow).toHaveBeenCalledTimes(1);
});

test('a local flag skips the server call and shows nothing', async () => {
  const fetchServerSeen = vi.fn(async () => false);
  const onShow = vi.fn();
  startAnnouncementCheck({ readLocalFlag: () => 'true', fetchServerSeen, onShow });
  await vi.advanceTimersByTimeAsync(ANNOUNCEMENT_DELAY_MS * 2);
  expect(fetchServerSeen).not.toHaveBeenCalled();
  expect(onShow).not.toHaveBeenCalled();
});

test('seen on the server shows nothing', async () => {
  const onShow = vi.fn();
  startAnnouncementCheck({ readLocalFlag: () => null, fetchServerSeen: async () => true, onShow });
  await vi.advanceTimersByTimeAsync(ANNOUNCEMENT_DELAY_MS * 2);
  expect(onShow).not.toHaveBeenCalled();
});

test('a flag set during the delay (another tab) cancels it, and so does cancelling', async () => {
  let flag: string | null = null;
  const onShow = vi.fn();
  startAnnouncementCheck({ readLocalFlag: () => flag, fetchServerSeen: async () => false, onShow });
  await vi.advanceTimersByTimeAsync(500);
  flag = 'true';
  await vi.advanceTimersByTimeAsync(ANNOUNCEMENT_DELAY_MS);
  expect(onShow).not.toHaveBeenCalled();

  const cancel = startAnnouncementCheck({
    readLocalFlag: () => null,
    fetchServerSeen: async () => false,
    onShow,
  });
  await vi.advanceTimersByTimeAsync(500);
  cancel();
  await vi.advanceTimersByTimeAsync(ANNOUNCEMENT_DELAY_MS);
  expect(onShow).not.toHaveBeenCalled();
});

test('dismissing sets the local flag and tells the server, even when the server call fails', async () => {
  const stored = new Map<string, string>();
  const postSeen = vi.fn(async () => {
    throw new Error('offline');
  });
  await markAnnouncementSeen({
    writeLocalFlag: (value) => stored.set('calendar_reminder_announced', value),
    postSeen,
  });
  expect(stored.get('calendar_reminder_announced')).toBe('true');
  expect(postSeen).toHaveBeenCalledWith({ feature: 'calendar_reminder_announced', seen: true });
});
