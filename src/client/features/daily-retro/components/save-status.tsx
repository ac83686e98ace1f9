import { Check, CloudOff } from 'lucide-react';
import type { SaveState } from '../lib/draft-sync';

const TEXT: Record<Exclude<SaveState, 'idle'>, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  local: 'Saved on this device — will sync',
};

/** The save state of one answer or rating, announced politely. */
export function SaveStatus({ state, id }: { state: SaveState; id?: string }) {
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
