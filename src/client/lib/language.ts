// The product is English only (SPEC section 1): choosing another language only says so.
import { APP_LANGUAGE, APP_TEXT_DIRECTION, LANGUAGE_TOAST, STORAGE_KEYS } from '#contract/constants';

interface LanguageStorage {
  setItem(key: string, value: string): void;
}

export interface LanguageOutcome {
  /** The language in use afterwards: always English. */
  language: typeof APP_LANGUAGE;
  /** A toast to show, when the choice could not be honoured. */
  notice?: { title: string; description: string };
}

/** What choosing a language does: English is kept and stored; any other choice gets the notice. */
export function chooseLanguage(code: string, storage: LanguageStorage | null): LanguageOutcome {
  try {
    storage?.setItem(STORAGE_KEYS.language, APP_LANGUAGE);
  } catch {
    // Storage blocked: nothing to remember, English is the only language anyway.
  }
  if (code === APP_LANGUAGE) return { language: APP_LANGUAGE };
  return { language: APP_LANGUAGE, notice: { ...LANGUAGE_TOAST } };
}

/** Marks the page as English, left to right, and stores the language. */
export function applyAppLanguage(root: { lang: string; dir: string }, storage: LanguageStorage | null): void {
  root.lang = APP_LANGUAGE;
  root.dir = APP_TEXT_DIRECTION;
  chooseLanguage(APP_LANGUAGE, storage);
}
