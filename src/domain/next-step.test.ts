import { expect, test } from 'vitest';
import { suggestNextStep } from './next-step';

test('a new user is asked for a first retro', () => {
  expect(suggestNextStep({ isNewUser: true, retroState: 'not_started', wroteJournalToday: false })).toBe(
    'start_first_retro',
  );
});

test('today’s retro comes first, then the journal, then nothing', () => {
  const base = { isNewUser: false, wroteJournalToday: false };
  expect(suggestNextStep({ ...base, retroState: 'not_started' })).toBe('start_retro');
  expect(suggestNextStep({ ...base, retroState: 'in_progress' })).toBe('finish_retro');
  expect(suggestNextStep({ ...base, retroState: 'completed' })).toBe('write_journal');
  expect(suggestNextStep({ ...base, retroState: 'completed', wroteJournalToday: true })).toBe('all_done');
});
