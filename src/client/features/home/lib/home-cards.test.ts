import { expect, test } from 'vitest';
import { HOME_CARDS } from '#contract/constants';
import { homeCardsToShow, showsNextStep } from './home-cards';

test('home follows the chosen cards and order, and shows every card until the choice is known', () => {
  expect(homeCardsToShow(['mood', 'retro'])).toEqual(['mood', 'retro']);
  expect(homeCardsToShow(undefined)).toEqual(HOME_CARDS);
  expect(homeCardsToShow([])).toEqual([]);
});

test('the next step is not repeated beside a retro card that already leads to the retro', () => {
  expect(showsNextStep(HOME_CARDS, false, true)).toBe(false);
  expect(showsNextStep(HOME_CARDS, false, false)).toBe(true);
  expect(showsNextStep(HOME_CARDS, true, true)).toBe(true);
  expect(showsNextStep(['next-step', 'mood'], false, true)).toBe(true);
  expect(showsNextStep(['retro'], true, false)).toBe(false);
});
