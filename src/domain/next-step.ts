import type { RetroState } from './retro-rules';

export type NextStepKind =
  | 'start_first_retro'
  | 'start_retro'
  | 'finish_retro'
  | 'log_mood'
  | 'write_journal'
  | 'all_done';

export interface NextStepInput {
  isNewUser: boolean;
  retroState: RetroState;
  wroteJournalToday: boolean;
  moodLoggedToday: boolean;
}

/**
 * What the home page suggests: a new user's first retro; otherwise today's retro until it is
 * done; then today's mood if it is not logged; then a journal entry if none was written today; then
 * nothing more.
 */
export function suggestNextStep(input: NextStepInput): NextStepKind {
  if (input.isNewUser) return 'start_first_retro';
  if (input.retroState === 'not_started') return 'start_retro';
  if (input.retroState === 'in_progress') return 'finish_retro';
  if (!input.moodLoggedToday) return 'log_mood';
  return input.wroteJournalToday ? 'all_done' : 'write_journal';
}
