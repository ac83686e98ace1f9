import type { KeyboardEvent, Ref } from 'react';
import { SaveStatus } from '#client/components/ui/save-status';
import { cn } from '#client/lib/cn';
import type { SaveState } from '#client/lib/drafts/save-state';

/** What to do about a refused value: it stays here, and changing it (or trying again) sends it again. */
export const REFUSED_HINT = 'Your text is kept on this device. Edit it or try again.';

interface AnswerFieldProps {
  ref?: Ref<HTMLTextAreaElement>;
  questionId: number;
  question: string;
  number: number;
  value: string;
  state: SaveState;
  /** Sends a refused answer again. */
  onRetry: () => void;
  missing: boolean;
  onChange: (text: string) => void;
  /** Ctrl/Cmd+Enter: go on to the next step. */
  onSubmitShortcut: () => void;
}

export function AnswerField({
  ref,
  questionId,
  question,
  number,
  value,
  state,
  onRetry,
  missing,
  onChange,
  onSubmitShortcut,
}: AnswerFieldProps) {
  const id = `answer-${questionId}`;
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmitShortcut();
    }
  }
  return (
    <div data-missing={missing || undefined} className="grid gap-2 sm:gap-3">
      <label htmlFor={id} className="block">
        <span className="mb-1 block font-medium text-muted-foreground text-xs uppercase tracking-wider">
          Question {number}
        </span>
        <span className="block font-serif text-foreground text-xl leading-snug sm:text-2xl">{question}</span>
      </label>
      <textarea
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        rows={4}
        maxLength={10_000}
        aria-invalid={missing || state.status === 'refused' || undefined}
        aria-describedby={`${id}-status`}
        placeholder="Write a few honest lines…"
        className={cn(
          'field-sizing-content min-h-24 w-full sm:min-h-32 resize-none rounded-2xl border bg-surface px-4 py-3 text-base text-foreground leading-relaxed shadow-xs',
          'placeholder:text-muted-foreground/60 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1',
          missing || state.status === 'refused' ? 'border-danger' : 'border-input hover:border-foreground/30',
        )}
      />
      {state.status === 'refused' ? (
        <SaveStatus id={`${id}-status`} state={state} refusedHint={REFUSED_HINT} onRetry={onRetry} />
      ) : (
        <div className="flex items-center justify-between gap-3">
          {missing ? <p className="text-danger text-xs">Needs an answer</p> : <span />}
          <SaveStatus id={`${id}-status`} state={state} />
        </div>
      )}
    </div>
  );
}
