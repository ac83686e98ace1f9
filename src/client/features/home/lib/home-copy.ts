import type { NextStep } from '#contract/home';
import type { RetroProgress } from '#contract/retro';

/** The label of the home page's main call to action for the step the server suggests. */
export function nextStepLabel(kind: NextStep['kind']): string {
  switch (kind) {
    case 'start_first_retro':
      return 'Start your first retro';
    case 'start_retro':
      return "Start today's retro";
    case 'finish_retro':
      return "Finish today's retro";
    case 'log_mood':
      return "Log today's mood";
    case 'write_journal':
      return 'Write in your journal';
    case 'all_done':
      return 'Browse the question library';
  }
}

/** Why the next step is worth doing, in one line. */
export function nextStepHint(kind: NextStep['kind']): string {
  switch (kind) {
    case 'start_first_retro':
      return 'Your first retro takes about five minutes: a few questions and a rating for each area of life.';
    case 'start_retro':
    case 'finish_retro':
      return "Today's retro is waiting. A few minutes to close out the day.";
    case 'log_mood':
      return "Today's retro is done. How did the day feel? One tap logs your mood.";
    case 'write_journal':
      return "Today's retro is done. A few lines in your journal round off the day.";
    case 'all_done':
      return 'Everything for today is done. The question library is there when you want to go deeper.';
  }
}

/** One line about today's retro: not started, how far along, or done. */
export function retroProgressText(retro: RetroProgress): string {
  if (retro.status === 'completed') return 'Done for today. Well reflected.';
  if (retro.status === 'not_started')
    return `${retro.questionCount} questions and a rating for each area of life.`;
  return `${retro.answeredCount} of ${retro.questionCount} answered`;
}
