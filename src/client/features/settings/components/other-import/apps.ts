import type { OtherImportApp } from '#contract/constants';

/** Each app the journal can be brought from, as the choice names it (how-tos: import-details.ts). */
export const IMPORT_APPS: Record<OtherImportApp, { name: string; file: string }> = {
  'day-one': { name: 'Day One', file: 'The JSON export: its zip, or Journal.json from it' },
  daylio: { name: 'Daylio', file: 'The CSV export' },
  markdown: { name: 'Markdown notes', file: 'A zip of notes named by date, or several notes' },
};
