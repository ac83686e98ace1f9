import { expect, test } from 'vitest';
import { suggestNextStep } from './next-step';

test('a new user is asked for a first retro', () => {
  expect(
    suggestNextStep({
      isNewUser: true,
      retroState: 'not_started',
      wroteJournalToday: false,
      moodLoggedToday: false,
    }),
  ).toBe('start_first_retro');
});

test('today’s retro comes first, then the journal, then nothing', () => {
  const base = { isNewUser: false, wroteJournalToday: false, moodLoggedToday: true };
  expect(suggestNextStep({ ...base, retroState: 'not_started' })).toBe('start_retro');
  expect(suggestNextStep({ ...base, retroState: 'in_progress' })).toBe('finish_retro');
  expect(suggestNextStep({ ...base, retroState: 'completed' })).toBe('write_journal');
  expect(suggestNextStep({ ...base, retroState: 'completed', wroteJournalToday: true })).toBe('all_done');
});

test('after the retro, a mood not yet logged comes before the journal', () => {
  const base = { isNewUser: false, retroState: 'completed' as const, wroteJournalToday: false };
  expect(suggestNextStep({ ...base, moodLoggedToday: false })).toBe('log_mood');
  expect(suggestNextStep({ ...base, moodLoggedToday: false, wroteJournalToday: true })).toBe('log_mood');
  expect(suggestNextStep({ ...base, moodLoggedToday: true })).toBe('write_journal');
  // Before the retro is done, the retro stays first whatever the mood.
  expect(suggestNextStep({ ...base, retroState: 'in_progress', moodLoggedToday: false })).toBe(
    'finish_retro',
  );
});
