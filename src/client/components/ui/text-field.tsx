import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the label-input pair, linked as the input's description. */
  hint?: ReactNode;
  error?: string;
  /** Rendered inside the input, at its end (for example a show-password button). */
  trailing?: ReactNode;
}

/** A labelled input; a `ref` given to it reaches the input (a plain prop in React 19). */
export function TextField({ label, hint, error, trailing, id, className, ref, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // The error replaces the hint: both say what the field needs, the error says it more precisely.
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={inputId} className="font-medium text-foreground text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-11 w-full rounded-xl border bg-surface px-3.5 text-base text-foreground shadow-xs transition-colors',
            'placeholder:text-muted-foreground/70 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1',
            error ? 'border-danger' : 'border-input hover:border-foreground/30',
            trailing ? 'pr-12' : null,
          )}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
