export { parseDayOne } from './day-one';
export { DAYLIO_DEFAULT_MOODS, parseDaylio } from './daylio';
export { type NoteFile, parseMarkdownNotes } from './markdown-notes';
export * from './types';
