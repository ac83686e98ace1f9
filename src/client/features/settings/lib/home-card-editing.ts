import { HOME_CARDS, type HomeCard } from '#contract/constants';

export const HOME_CARD_LABELS: Record<HomeCard, string> = {
  'next-step': 'Next step',
  retro: "Today's retro",
  challenge: 'Challenge in progress',
  streaks: 'Streaks',
  mood: 'Mood check-in',
  question: 'Question of the day',
  'recent-entries': 'Recent entries',
};

export interface EditableCard {
  id: HomeCard;
  shown: boolean;
}

/** Every card: the shown ones in the user's order, then the hidden ones in the default order. */
export function editableCards(homeCards: readonly HomeCard[]): EditableCard[] {
  const hidden = HOME_CARDS.filter((id) => !homeCards.includes(id));
  return [...homeCards.map((id) => ({ id, shown: true })), ...hidden.map((id) => ({ id, shown: false }))];
}

/** The list with the card at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveCard(cards: readonly EditableCard[], index: number, delta: -1 | 1): EditableCard[] {
  const target = index + delta;
  if (index < 0 || index >= cards.length || target < 0 || target >= cards.length) return [...cards];
  const next = [...cards];
  const [card] = next.splice(index, 1);
  if (card) next.splice(target, 0, card);
  return next;
}

export function toggleCard(cards: readonly EditableCard[], id: HomeCard): EditableCard[] {
  return cards.map((card) => (card.id === id ? { ...card, shown: !card.shown } : card));
}

/** What PATCH /api/customization receives: the shown cards, in order. */
export function shownCards(cards: readonly EditableCard[]): HomeCard[] {
  return cards.filter((card) => card.shown).map((card) => card.id);
}
