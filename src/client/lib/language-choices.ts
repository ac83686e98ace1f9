// The languages the settings offer, apart from lib/language (which every first load runs), since only
// the settings page shows them.

export interface LanguageChoice {
  code: string;
  /** The language's name in itself, as people look for it. */
  label: string;
}

/** Languages offered in the selector; only the first is available. */
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'it', label: 'Italiano' },
  { code: 'pt', label: 'Português' },
  { code: 'nl', label: 'Nederlands' },
  { code: 'ja', label: '日本語' },
];
