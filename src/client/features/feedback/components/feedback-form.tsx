import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { ChoiceTile } from '#client/components/ui/choice-tile';
import { errorMessage } from '#client/lib/api-client';
import { KIND_LABELS } from '#client/lib/feedback-labels';
import { previousPage } from '#client/lib/previous-page';
import { toast } from '#client/lib/toast-store';
import { RUNNING_VERSION } from '#client/lib/version/running-version';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX_LENGTH } from '#contract/constants';
import { useFeedbackDraft } from '../api/feedback-draft';
import { useSendFeedback } from '../api/my-feedback';

const SATISFACTION = [1, 2, 3, 4, 5] as const;
const SATISFACTION_WORDS = ['Not at all', 'A little', 'Somewhat', 'Mostly', 'Very'];

export function FeedbackForm() {
  const { draft, change, clear } = useFeedbackDraft();
  const send = useSendFeedback();
  const [error, setError] = useState<string | null>(null);
  const page = previousPage();
  const blank = draft.message.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) return setError('Write a message first.');
    setError(null);
    send.mutate(
      {
        kind: draft.kind,
        message: draft.message,
        satisfaction: draft.satisfaction,
        ...(page ? { page } : {}),
      },
      {
        onSuccess: () => {
          clear();
          toast({ title: 'Thank you, feedback sent', description: 'You will see any reply below.' });
        },
        // The draft stays on this device: nothing typed is lost to a refusal or a lost connection.
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className={cardClasses('section', { className: 'grid gap-6' })}>
      <fieldset>
        <legend className="font-medium text-foreground text-sm">What is it about?</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {FEEDBACK_KINDS.map((kind) => (
            <ChoiceTile
              key={kind}
              name="feedback-kind"
              value={kind}
              checked={draft.kind === kind}
              onChange={() => change({ ...draft, kind })}
              className="flex min-h-11 items-center justify-center rounded-xl border px-3 py-2 text-center font-medium text-sm"
              checkedClassName="border-accent bg-accent-soft text-accent-strong"
              uncheckedClassName="border-border text-foreground hover:bg-foreground/[0.04]"
            >
              {KIND_LABELS[kind]}
            </ChoiceTile>
          ))}
        </div>
      </fieldset>

      <label className="block">
        <span className="font-medium text-foreground text-sm">Your message</span>
        <textarea
          value={draft.message}
          onChange={(event) => change({ ...draft, message: event.target.value })}
          maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
          rows={6}
          aria-invalid={error ? true : undefined}
          aria-describedby="feedback-message-count"
          placeholder="What happened, or what would make Daily Retro better for you?"
          className="mt-1.5 block w-full resize-y rounded-xl border border-input bg-background px-3.5 py-3 text-base text-foreground leading-relaxed placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-ring"
        />
        <span id="feedback-message-count" className="mt-1 block text-right text-muted-foreground text-xs">
          {draft.message.length.toLocaleString('en-US')} /{' '}
          {FEEDBACK_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
        </span>
      </label>

      <fieldset>
        <legend className="font-medium text-foreground text-sm">
          How happy are you with Daily Retro?{' '}
          <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <div className="mt-2 grid grid-cols-5 gap-2">
          {SATISFACTION.map((score) => (
            <ChoiceTile
              key={score}
              name="feedback-satisfaction"
              value={String(score)}
              checked={draft.satisfaction === score}
              onChange={() => change({ ...draft, satisfaction: draft.satisfaction === score ? null : score })}
              className="flex min-h-11 flex-col items-center justify-center rounded-xl border py-1.5"
              checkedClassName="border-accent bg-accent-soft text-accent-strong"
              uncheckedClassName="border-border text-foreground hover:bg-foreground/[0.04]"
            >
              <span className="font-semibold text-base">{score}</span>
              <span className="hidden text-muted-foreground text-xs sm:block">
                {SATISFACTION_WORDS[score - 1]}
              </span>
              <span className="sr-only sm:hidden">{SATISFACTION_WORDS[score - 1]}</span>
            </ChoiceTile>
          ))}
        </div>
      </fieldset>

      <p className="rounded-xl bg-foreground/[0.04] px-3.5 py-2.5 text-muted-foreground text-sm">
        Sent with it: {page ? <>the page you came from ({page}) and </> : null}the app version (
        {RUNNING_VERSION.version}). Your draft stays on this device until it is sent.
      </p>

      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}

      <div>
        <Button type="submit" size="lg" busy={send.isPending} disabled={blank}>
          {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          Send feedback
        </Button>
      </div>
    </form>
  );
}
