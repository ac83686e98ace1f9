import { HOME_CARDS, type HomeCard } from '#contract/constants';

/**
 * The cards home shows, in order: the user's choice, or every card in the default order until their
 * customization has loaded (or when it cannot be read).
 */
export function homeCardsToShow(chosen: readonly HomeCard[] | undefined): readonly HomeCard[] {
  return chosen ?? HOME_CARDS;
}

/**
 * The next-step card repeats the retro card's call to action when the next step is the retro itself;
 * it then shows only for a new user (the first steps) or when the retro card is hidden.
 */
export function showsNextStep(
  cards: readonly HomeCard[],
  isNewUser: boolean,
  nextStepIsRetro: boolean,
): boolean {
  if (!cards.includes('next-step')) return false;
  return isNewUser || !nextStepIsRetro || !cards.includes('retro');
}
