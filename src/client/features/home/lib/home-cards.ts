import { HOME_CARDS, type HomeCard } from '#contract/constants';
import type { NextStep } from '#contract/home';

/**
 * The cards home shows, in order: the user's choice, or every card in the default order until their
 * customization has loaded (or when it cannot be read).
 */
export function homeCardsToShow(chosen: readonly HomeCard[] | undefined): readonly HomeCard[] {
  return chosen ?? HOME_CARDS;
}

/**
 * The mood check-in comes first while today's mood is not logged (one tap from opening the app); once
 * it is, the cards keep the user's order. A hidden check-in stays hidden.
 */
export function moodFirstWhileUnlogged(cards: readonly HomeCard[], moodLogged: boolean): readonly HomeCard[] {
  if (moodLogged || !cards.includes('mood')) return cards;
  return ['mood', ...cards.filter((card) => card !== 'mood')];
}

/**
 * The next-step card repeats the retro card's call to action when the next step is the retro itself;
 * it then shows only for a new user (the first steps) or when the retro card is hidden. Today's mood is
 * never repeated: the check-in is then home's first card, or hidden by the user's choice.
 */
export function showsNextStep(
  cards: readonly HomeCard[],
  isNewUser: boolean,
  nextStep: NextStep['kind'],
): boolean {
  if (!cards.includes('next-step')) return false;
  if (isNewUser) return true;
  if (nextStep === 'log_mood') return false;
  const isRetro =
    nextStep === 'start_first_retro' || nextStep === 'start_retro' || nextStep === 'finish_retro';
  return !isRetro || !cards.includes('retro');
}
