import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import type { AdminQuestion } from '#contract/admin';
import { useRemoveQuestion, useUpdateQuestion } from '../api/admin-questions';
import { QuestionForm } from './question-form';

/** One question of the library, with edit, retire or restore, and remove. */
export function QuestionRow({ question }: { question: AdminQuestion }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateQuestion();
  const remove = useRemoveQuestion();

  if (editing) {
    return (
      <li className="py-3">
        <QuestionForm
          initial={question}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (value) => {
            await update.mutateAsync({ id: question.id, ...value });
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    // On a phone the question takes the whole width and its actions go under it.
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
      <p className="min-w-0 break-words text-foreground sm:flex-1">
        <span className={cn(!question.active && 'text-muted-foreground line-through')}>{question.text}</span>
        {question.active ? null : (
          <span className="ml-2 rounded-full bg-foreground/[0.06] px-2 py-0.5 text-muted-foreground text-xs">
            Retired
          </span>
        )}
      </p>
      <div className="-ml-3 flex shrink-0 flex-wrap gap-1 sm:ml-0">
        <Button
          variant="ghost"
          className="h-11"
          onClick={() => setEditing(true)}
          aria-label={`Edit “${question.text}”`}
        >
          Edit
        </Button>
        <Button
          variant="ghost"
          className="h-11"
          busy={update.isPending}
          onClick={() => update.mutate({ id: question.id, active: !question.active })}
          aria-label={`${question.active ? 'Retire' : 'Restore'} “${question.text}”`}
        >
          {question.active ? 'Retire' : 'Restore'}
        </Button>
        <Button
          variant="ghost"
          className="h-11 text-red-700 dark:text-red-300"
          busy={remove.isPending}
          onClick={() => {
            if (window.confirm('Remove this question? If it was ever asked it is retired instead.')) {
              remove.mutate(question.id);
            }
          }}
          aria-label={`Remove “${question.text}”`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
