// The achievements feature's public surface: other features and the shell import only from here.
export { challengeNotesKind } from './lib/use-challenge-notes';
