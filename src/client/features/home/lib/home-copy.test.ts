import { expect, test } from 'vitest';
import { nextStepLabel, retroProgressText } from './home-copy';

const progress = { date: '2026-11-22', answeredCount: 3, questionCount: 6, ratedCount: 0, areaCount: 4 };

test('a retro in progress says how many questions are answered', () => {
  expect(retroProgressText({ ...progress, status: 'in_progress' })).toBe('3 of 6 answered');
});

test('a completed retro says it is done', () => {
  expect(retroProgressText({ ...progress, status: 'completed' })).toMatch(/^Done for today/);
});

test('every next step has a label', () => {
  expect(nextStepLabel('finish_retro')).toBe("Finish today's retro");
  expect(nextStepLabel('all_done')).toBe('Browse the question library');
});
