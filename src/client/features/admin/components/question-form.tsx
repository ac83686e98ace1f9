import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api-client';
import { QUESTION_CATEGORIES, QUESTION_TEXT_MAX_LENGTH, type QuestionCategory } from '#contract/constants';

/** Category and text of a question, for adding one or editing one; the server's 400s show under it. */
export function QuestionForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: { category: QuestionCategory; text: string };
  submitLabel: string;
  onSubmit: (value: { category: QuestionCategory; text: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [category, setCategory] = useState(initial.category);
  const [text, setText] = useState(initial.text);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSubmit({ category, text });
      if (!onCancel) setText('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <label className="sm:w-44">
        <span className="mb-1.5 block font-medium text-foreground text-sm">Category</span>
        <select
          value={category}
          onChange={(event) => setCategory(event.target.value as QuestionCategory)}
          className="h-11 w-full rounded-xl border border-border bg-surface px-3 text-foreground"
        >
          {QUESTION_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label className="flex-1">
        <span className="mb-1.5 block font-medium text-foreground text-sm">Question</span>
        <input
          value={text}
          maxLength={QUESTION_TEXT_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'question-form-error' : undefined}
          className="h-11 w-full rounded-xl border border-border bg-surface px-3 text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        />
        {error ? (
          <span
            id="question-form-error"
            role="alert"
            className="mt-1.5 block text-red-700 text-sm dark:text-red-300"
          >
            {error}
          </span>
        ) : null}
      </label>
      <div className="flex gap-2 sm:pt-7">
        <Button type="submit" className="h-11" busy={saving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" className="h-11" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
