import { ChevronDown } from 'lucide-react';
import { chooseLanguage } from '#client/lib/language';
import { LANGUAGE_CHOICES } from '#client/lib/language-choices';
import { toast } from '#client/lib/toast-store';
import { APP_LANGUAGE } from '#contract/constants';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language selector: English stays; any other choice explains that only English is available. */
export function LanguageChoice() {
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <label htmlFor="language" className="font-medium text-foreground text-sm">
        Display language
      </label>
      <div className="relative">
        <select
          id="language"
          value={APP_LANGUAGE}
          onChange={(event) => {
            // The box is controlled: React puts English back after this handler, since its value stays.
            const { notice } = chooseLanguage(event.currentTarget.value, localStorageOrNull());
            if (notice) toast(notice);
          }}
          className="h-11 w-full appearance-none rounded-xl border border-input bg-surface pr-10 pl-3.5 text-base text-foreground shadow-xs transition-colors hover:border-foreground/30 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1"
        >
          {LANGUAGE_CHOICES.map((choice) => (
            <option key={choice.code} value={choice.code} lang={choice.code}>
              {choice.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
