// The journal feature's public surface: other features and the shell import only from here.
export { journalDraftKind, useCopyToJournal } from './api/entries';
