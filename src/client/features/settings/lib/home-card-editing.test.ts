import { describe, expect, test } from 'vitest';
import { HOME_CARDS } from '#contract/constants';
import { editableCards, moveCard, shownCards, toggleCard } from './home-card-editing';

describe('home card editing', () => {
  test('shown cards come first in the chosen order, hidden ones after them', () => {
    const cards = editableCards(['mood', 'retro']);
    expect(cards.slice(0, 2)).toEqual([
      { id: 'mood', shown: true },
      { id: 'retro', shown: true },
    ]);
    expect(cards.slice(2).every((card) => !card.shown)).toBe(true);
    expect(cards.map((card) => card.id).sort()).toEqual([...HOME_CARDS].sort());
  });

  test('moving a card swaps it with its neighbour and stops at either end', () => {
    const cards = editableCards(['next-step', 'retro', 'streaks']);
    expect(shownCards(moveCard(cards, 1, -1))).toEqual(['retro', 'next-step', 'streaks']);
    expect(shownCards(moveCard(cards, 0, 1))).toEqual(['retro', 'next-step', 'streaks']);
    expect(moveCard(cards, 0, -1)).toEqual(cards);
    expect(moveCard(cards, cards.length - 1, 1)).toEqual(cards);
  });

  test('hiding a card leaves it out of what is saved; showing it again keeps its place', () => {
    const cards = editableCards([...HOME_CARDS]);
    const hidden = toggleCard(cards, 'streaks');
    expect(shownCards(hidden)).toEqual([
      'next-step',
      'retro',
      'challenge',
      'mood',
      'question',
      'recent-entries',
    ]);
    expect(shownCards(toggleCard(hidden, 'streaks'))).toEqual([...HOME_CARDS]);
  });
});
