import type { OtherImportApp } from '#contract/constants';

/** Each app the journal can be brought from: what to call it, which file to choose and how to get it. */
export const IMPORT_APPS: Record<
  OtherImportApp,
  { name: string; file: string; howTo: string; accept: string; multiple: boolean }
> = {
  'day-one': {
    name: 'Day One',
    file: 'The JSON export: its zip, or Journal.json from it',
    howTo:
      'In Day One: Settings → Import/Export → Export → JSON. A zip larger than 20 MB (photos) can be unzipped: choose Journal.json from it.',
    accept: '.zip,.json,application/zip,application/json',
    multiple: false,
  },
  daylio: {
    name: 'Daylio',
    file: 'The CSV export',
    howTo:
      'In Daylio: More → Export entries → CSV. Each day’s mood comes in, and each note as a journal entry.',
    accept: '.csv,text/csv',
    multiple: false,
  },
  markdown: {
    name: 'Markdown notes',
    file: 'A zip of notes named by date, or several notes',
    howTo:
      'Daily notes named YYYY-MM-DD.md, as Obsidian, Journiv and plain-text journals keep them. Front matter title and tags come along.',
    accept: '.zip,.md,.markdown,.txt,application/zip,text/markdown,text/plain',
    multiple: true,
  },
};
