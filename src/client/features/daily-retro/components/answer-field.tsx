import type { KeyboardEvent, Ref } from 'react';
import { cn } from '../../../lib/cn';
import type { SaveState } from '../lib/draft-sync';
import { SaveStatus } from './save-status';

interface AnswerFieldProps {
  questionId: number;
  question: string;
  number: number;
  value: string;
  state: SaveState;
  /** The server's reason when it refused the answer. */
  refusal?: string;
  missing: boolean;
  onChange: (text: string) => void;
  /** Ctrl/Cmd+Enter: go on to the next step. */
  onSubmitShortcut: () => void;
  ref?: Ref<HTMLTextAreaElement>;
}

export function AnswerField({
  questionId,
  question,
  number,
  value,
  state,
  refusal,
  missing,
  onChange,
  onSubmitShortcut,
  ref,
}: AnswerFieldProps) {
  const id = `answer-${questionId}`;
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmitShortcut();
    }
  }
  return (
    <div data-missing={missing || undefined} className="grid gap-3">
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
        aria-invalid={missing || state === 'refused' || undefined}
        aria-describedby={`${id}-status`}
        placeholder="Write a few honest lines…"
        className={cn(
          'field-sizing-content min-h-32 w-full resize-none rounded-2xl border bg-surface px-4 py-3 text-base text-foreground leading-relaxed shadow-xs',
          'placeholder:text-muted-foreground/60 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1',
          missing || state === 'refused' ? 'border-danger' : 'border-input hover:border-foreground/30',
        )}
      />
      {state === 'refused' ? (
        <SaveStatus id={`${id}-status`} state={state} message={refusal} />
      ) : (
        <div className="flex items-center justify-between gap-3">
          {missing ? <p className="text-danger text-xs">Needs an answer</p> : <span />}
          <SaveStatus id={`${id}-status`} state={state} />
        </div>
      )}
    </div>
  );
}
