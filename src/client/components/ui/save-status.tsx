import { Check, CircleAlert, CloudOff, RotateCw } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { notSavedText, SAVE_STATE_TEXT, type SaveState } from '#client/lib/drafts/save-state';
import { Spinner } from './spinner';

interface SaveStatusProps {
  state: SaveState;
  id?: string;
  /** `field` under one answer (small), `bar` in an editor's top bar. */
  variant?: 'field' | 'bar';
  /** What the user can do about a refusal, after the server's reason. */
  refusedHint?: string;
  /** Asks the server again; shown as a button beside a refusal. */
  onRetry?: () => void;
}

/**
 * The save state of one draft, announced politely. A refusal says why, in the server's words, and what
 * to do; it is styled as an error, unlike "will sync", which needs nothing from the user.
 */
export function SaveStatus({ state, id, variant = 'field', refusedHint, onRetry }: SaveStatusProps) {
  const text = variant === 'bar' ? 'text-sm' : 'text-xs';
  const icon = variant === 'bar' ? 'size-4' : 'size-3.5';
  if (state.status === 'refused') {
    return (
      <div
        id={id}
        role="alert"
        className={cn('flex flex-wrap items-start gap-x-1.5 gap-y-1 text-danger', text)}
      >
        <CircleAlert aria-hidden="true" className={cn('mt-px shrink-0', icon)} />
        <p className="min-w-0 flex-1">
          <span className="font-medium">{notSavedText(state.reason)}</span>
          {refusedHint ? <span> {refusedHint}</span> : null}
        </p>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="-my-2.5 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 font-medium text-danger underline underline-offset-4 hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-ring"
          >
            <RotateCw aria-hidden="true" className={icon} />
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={cn('flex min-h-5 items-center gap-1.5 text-muted-foreground', text)}
    >
      {state.status === 'saving' ? <Spinner className={icon} /> : null}
      {state.status === 'saved' ? (
        <Check aria-hidden="true" className={cn(icon, 'text-accent-strong')} />
      ) : null}
      {state.status === 'local' ? <CloudOff aria-hidden="true" className={cn(icon, 'text-warning')} /> : null}
      {state.status === 'idle' ? null : (
        <span className={state.status === 'local' ? 'text-warning' : undefined}>
          {SAVE_STATE_TEXT[state.status]}
        </span>
      )}
    </p>
  );
}
