// What the sign-in, sign-up and change-password forms need of a form library, with React alone: each
// field checked when the form is sent, checked again as it is typed once the form has been sent, the
// first field in error focused, and the server's field errors put on their fields. Measured against
// react-hook-form in decision record 028 (12 KB gzip of the first load of /auth and /settings).
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { ApiError } from './api-client';

/** A field's check: the message to show, or undefined when the value is fine. */
export type FieldCheck = (value: string) => string | undefined;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormChecks<F extends string> {
  /** Give to the form's `ref`: the fields are read and focused through it. */
  ref: RefObject<HTMLFormElement | null>;
  /** The message under each field, from its check or from the server. */
  errors: FieldErrors<F>;
  /**
   * The checked fields' values when every check passes. Otherwise null: every message shows, and the
   * first field in error (in the form's order) takes the focus.
   */
  check: () => Record<F, string> | null;
  /** Give to the form's `onChange`: once the form has been sent, a changed field is checked again. */
  recheck: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Puts the server's field errors (`errors: [{ path, message }]`) on the matching fields and focuses
   * the first of them. True when at least one field received a message.
   */
  showServerErrors: (error: unknown) => boolean;
  /** Empties the form and its messages (after a change was saved). */
  reset: () => void;
}

function typedValue(form: HTMLFormElement | null, name: string): string {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
}

/** Focuses the first of `names` in the form's order. */
function focusFirst(form: HTMLFormElement | null, names: readonly string[]): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && names.includes(element.getAttribute('name') ?? '')) {
      element.focus();
      return;
    }
  }
}

export function useFormChecks<F extends string>(checks: Readonly<Record<F, FieldCheck>>): FormChecks<F> {
  const ref = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const sent = useRef(false);
  const names = Object.keys(checks) as F[];

  function check(): Record<F, string> | null {
    sent.current = true;
    const values = {} as Record<F, string>;
    const found: FieldErrors<F> = {};
    for (const name of names) {
      const value = typedValue(ref.current, name);
      values[name] = value;
      const message = checks[name](value);
      if (message !== undefined) found[name] = message;
    }
    setErrors(found);
    const wrong = Object.keys(found);
    if (wrong.length === 0) return values;
    focusFirst(ref.current, wrong);
    return null;
  }

  function recheck(event: FormEvent<HTMLFormElement>): void {
    if (!sent.current) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const name = target.name as F;
    if (!names.includes(name)) return;
    const message = checks[name](target.value);
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  }

  function showServerErrors(error: unknown): boolean {
    if (!(error instanceof ApiError)) return false;
    const found: FieldErrors<F> = {};
    for (const fieldError of error.fieldErrors) {
      const name = fieldError.path.split('.').pop() as F | undefined;
      if (name !== undefined && names.includes(name) && found[name] === undefined) {
        found[name] = fieldError.message;
      }
    }
    const wrong = Object.keys(found);
    if (wrong.length === 0) return false;
    setErrors((current) => ({ ...current, ...found }));
    focusFirst(ref.current, wrong);
    return true;
  }

  function reset(): void {
    sent.current = false;
    ref.current?.reset();
    setErrors({});
  }

  return { ref, errors, check, recheck, showServerErrors, reset };
}

/** Whether the form's checkbox `name` is ticked. */
export function isTicked(form: HTMLFormElement | null, name: string): boolean {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement && field.checked;
}
