import { Check, CircleAlert, CloudOff } from 'lucide-react';
import type { SaveState } from '../lib/draft-sync';

const TEXT: Record<Exclude<SaveState, 'idle' | 'refused'>, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  local: 'Saved on this device — will sync',
};

/** What to do about a refused value: it stays here, and changing it (or reloading) tries again. */
export const REFUSED_HINT = 'Your text is kept on this device. Edit it to try again, or reload the page.';

/**
 * The save state of one answer or rating, announced politely. A refusal says why, in the server's words,
 * and what to do; it is styled as an error, unlike "will sync", which needs nothing from the user.
 */
export function SaveStatus({ state, id, message }: { state: SaveState; id?: string; message?: string }) {
  if (state === 'refused') {
    return (
      <div id={id} role="alert" className="flex items-start gap-1.5 text-danger text-xs">
        <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <p>
          <span className="font-medium">Not saved: {message || 'the server refused this change.'}</span>{' '}
          <span>{REFUSED_HINT}</span>
        </p>
      </div>
    );
  }
  return (
    <p id={id} aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-muted-foreground text-xs">
      {state === 'saved' ? <Check aria-hidden="true" className="size-3.5 text-accent-strong" /> : null}
      {state === 'local' ? <CloudOff aria-hidden="true" className="size-3.5 text-warning" /> : null}
      {state === 'idle' ? null : (
        <span className={state === 'local' ? 'text-warning' : undefined}>{TEXT[state]}</span>
      )}
    </p>
  );
}
