import type { OtherImportApp } from '#contract/constants';

/** Which file to choose from each app and how to get it (loaded with the import flow). */
export const IMPORT_DETAILS: Record<OtherImportApp, { howTo: string; accept: string; multiple: boolean }> = {
  'day-one': {
    howTo:
      'In Day One: Settings → Import/Export → Export → JSON. A zip larger than 20 MB (photos) can be unzipped: choose Journal.json from it.',
    accept: '.zip,.json,application/zip,application/json',
    multiple: false,
  },
  daylio: {
    howTo:
      'In Daylio: More → Export entries → CSV. Each day’s mood comes in, and each note as a journal entry.',
    accept: '.csv,text/csv',
    multiple: false,
  },
  markdown: {
    howTo:
      'Daily notes named YYYY-MM-DD.md, as Obsidian, Journiv and plain-text journals keep them. Front matter title and tags come along.',
    accept: '.zip,.md,.markdown,.txt,application/zip,text/markdown,text/plain',
    multiple: true,
  },
};
