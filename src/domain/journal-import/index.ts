export { parseDayOne, parseDayOneSteps } from './day-one';
export { DAYLIO_DEFAULT_MOODS, parseDaylio, parseDaylioSteps } from './daylio';
export { type NoteFile, parseMarkdownNotes, parseMarkdownNotesSteps } from './markdown-notes';
export * from './types';
