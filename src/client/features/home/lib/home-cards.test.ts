import { expect, test } from 'vitest';
import { HOME_CARDS } from '#contract/constants';
import { homeCardsToShow, moodFirstWhileUnlogged, showsNextStep } from './home-cards';

test('home follows the chosen cards and order, and shows every card until the choice is known', () => {
  expect(homeCardsToShow(['mood', 'retro'])).toEqual(['mood', 'retro']);
  expect(homeCardsToShow(undefined)).toEqual(HOME_CARDS);
  expect(homeCardsToShow([])).toEqual([]);
});

test('the mood check-in comes first until today’s mood is logged, and stays hidden when hidden', () => {
  expect(moodFirstWhileUnlogged(['retro', 'streaks', 'mood'], false)).toEqual(['mood', 'retro', 'streaks']);
  expect(moodFirstWhileUnlogged(['retro', 'streaks', 'mood'], true)).toEqual(['retro', 'streaks', 'mood']);
  expect(moodFirstWhileUnlogged(['retro', 'streaks'], false)).toEqual(['retro', 'streaks']);
  expect(moodFirstWhileUnlogged([], false)).toEqual([]);
});

test('the next step is not repeated beside a card that already leads to it', () => {
  expect(showsNextStep(HOME_CARDS, false, 'start_retro')).toBe(false);
  expect(showsNextStep(HOME_CARDS, false, 'finish_retro')).toBe(false);
  expect(showsNextStep(HOME_CARDS, false, 'write_journal')).toBe(true);
  expect(showsNextStep(HOME_CARDS, true, 'start_first_retro')).toBe(true);
  expect(showsNextStep(['next-step', 'mood'], false, 'start_retro')).toBe(true);
  expect(showsNextStep(['retro'], true, 'write_journal')).toBe(false);
  // Today's mood: the check-in itself is the step (first on home), or the user hid it.
  expect(showsNextStep(HOME_CARDS, false, 'log_mood')).toBe(false);
  expect(showsNextStep(['next-step', 'retro'], false, 'log_mood')).toBe(false);
});
