import { ArrowLeft, ArrowRight, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LIFE_AREAS, type LifeArea, RETRO_COMPLETION_MESSAGE } from '../../../../contract/constants';
import type { Retro } from '../../../../contract/retro';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { notSavedText } from '../../../lib/drafts/save-state';
import { toast } from '../../../lib/toast-store';
import { answerField, ratingField, useCompleteRetro } from '../api/retro';
import { missingFields, missingFromErrors, missingMessage } from '../lib/completeness';
import { useRetroDrafts } from '../lib/use-retro-drafts';
import { AnswerField, REFUSED_HINT } from './answer-field';
import { AreaRatingField } from './area-ratings';
import { type RetroLayout, useRetroLayout } from './use-retro-layout';

const AREAS_STEP_TITLE = 'How did each part of your life feel today?';

export function RetroForm({ userId, retro }: { userId: string; retro: Retro }) {
  const draft = useRetroDrafts(userId, retro);
  const complete = useCompleteRetro(retro.date);
  const [layout, setLayout] = useRetroLayout();
  const [step, setStep] = useState(0);
  const [missing, setMissing] = useState<string[]>([]);
  // A save the server refused (shown until every refused answer is saved); missing fields are told
  // apart, from `missing`, and only while they are still missing.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const errorRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const stepCount = retro.questions.length + 1;
  const isLastStep = step === stepCount - 1;

  const ratings = LIFE_AREAS.map((area) => ({ area, rating: draft.ratings.get(area) ?? null }));
  const done =
    retro.questions.filter((question) => (draft.answers.get(question.id) ?? '').trim() !== '').length +
    ratings.filter((rating) => rating.rating !== null).length;
  const total = retro.questions.length + LIFE_AREAS.length;

  // A missing field stops being marked once it is filled in.
  const stillMissing = missing.filter((path) =>
    missingFields(retro.questions, draft.answers, ratings).includes(path),
  );

  const missingText = missingMessage(stillMissing);
  const refusalText = refusal && draft.anyRefused ? refusal : null;
  // One message at a time, in the banner only (it is an alert, so it is also read out).
  const errorText = missingText ?? refusalText;

  function refuse(paths: string[]) {
    setMissing(paths);
    setRefusal(null);
    setAttempt((count) => count + 1);
  }

  // Each refused attempt takes the focus to its message once it is on the page (a frame timer could
  // run before React has rendered it, after an await).
  useEffect(() => {
    if (attempt > 0) errorRef.current?.focus();
  }, [attempt]);

  async function finish() {
    const localMissing = missingFields(retro.questions, draft.answers, ratings);
    if (localMissing.length > 0) return refuse(localMissing);
    setMissing([]);
    setRefusal(null);
    const synced = await draft.flushAll();
    if (synced.status === 'refused') {
      setRefusal(`${notSavedText(synced.reason)} ${REFUSED_HINT}`);
      setAttempt((count) => count + 1);
      return;
    }
    if (synced.status === 'local') {
      toast({
        title: 'Your answers are saved on this device',
        description: 'Connect to the internet to complete your retro; they will sync first.',
        variant: 'destructive',
      });
      return;
    }
    complete.mutate(undefined, {
      onError: (failure) => {
        if (
          failure instanceof ApiError &&
          failure.status === 400 &&
          failure.message === RETRO_COMPLETION_MESSAGE
        ) {
          refuse(missingFromErrors(failure.fieldErrors));
          return;
        }
        toast({
          title: 'Could not complete your retro',
          description: errorMessage(failure),
          variant: 'destructive',
        });
      },
    });
  }

  function next() {
    if (layout === 'all' || isLastStep) return void finish();
    setStep((current) => Math.min(current + 1, stepCount - 1));
  }

  // Moving between steps puts the focus on the step's first field.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('textarea, input:checked, input')?.focus();
  }, [step]);

  const questionSteps = retro.questions.map((question, index) => (
    <AnswerField
      key={question.id}
      questionId={question.id}
      number={index + 1}
      question={question.text}
      value={draft.answers.get(question.id) ?? ''}
      state={draft.stateOf(answerField(question.id))}
      onRetry={() => draft.retry(answerField(question.id))}
      missing={stillMissing.includes(`answers.${question.id}`)}
      onChange={(text) => draft.changeAnswer(question.id, text)}
      onSubmitShortcut={next}
    />
  ));
  const areasStep = (
    <div className="grid gap-4" key="areas">
      <div>
        <p className="mb-1 font-medium text-muted-foreground text-xs uppercase tracking-wider">Life areas</p>
        <h2 className="font-serif text-foreground text-xl leading-snug sm:text-2xl">{AREAS_STEP_TITLE}</h2>
      </div>
      {LIFE_AREAS.map((area: LifeArea) => (
        <AreaRatingField
          key={area}
          area={area}
          value={draft.ratings.get(area) ?? null}
          state={draft.stateOf(ratingField(area))}
          onRetry={() => draft.retry(ratingField(area))}
          missing={stillMissing.includes(`ratings.${area}`)}
          onChange={(rating) => draft.changeRating(area, rating)}
        />
      ))}
    </div>
  );
  const steps = [...questionSteps, areasStep];
  const missingSteps = new Set(
    stillMissing.map((path) =>
      path.startsWith('ratings.')
        ? stepCount - 1
        : retro.questions.findIndex((question) => `answers.${question.id}` === path),
    ),
  );

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-48 flex-1 items-center gap-3">
          <div
            className="h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-foreground/10"
            role="progressbar"
            aria-label="Answered"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
          >
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-300"
              style={{ width: `${(done / total) * 100}%` }}
            />
          </div>
          <span className="shrink-0 text-muted-foreground text-sm">
            {done} of {total} answered
          </span>
        </div>
        <LayoutToggle layout={layout} onChange={setLayout} />
      </div>

      {/* A refusal stops being shown once every refused answer has been saved after all. */}
      {errorText ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="flex items-start gap-3 rounded-2xl border border-danger/40 bg-danger-soft px-4 py-3 text-danger outline-none"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{errorText}</p>
        </div>
      ) : null}

      {layout === 'steps' ? (
        <section
          aria-label={`Step ${step + 1} of ${stepCount}`}
          className="rounded-3xl border border-border bg-surface p-5 shadow-xs sm:p-8"
        >
          <div className="mb-5 flex items-center justify-between gap-3">
            {/* No second count here: the one count on the screen is "N of M answered", and each step names
                itself ("Question 2", "Life areas") above its content. */}
            <ol className="flex gap-1.5 pointer-coarse:gap-0" aria-label="Steps">
              {steps.map((_, index) => (
                <li key={index === stepCount - 1 ? 'areas' : retro.questions[index]?.id}>
                  {/* The dot is drawn small; on touch screens the button around it is 44 px to hit. */}
                  <button
                    type="button"
                    onClick={() => setStep(index)}
                    aria-label={`Go to step ${index + 1}${missingSteps.has(index) ? ' (needs an answer)' : ''}`}
                    aria-current={index === step ? 'step' : undefined}
                    className="group grid place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 pointer-coarse:size-11"
                  >
                    <span
                      className={cn(
                        'block h-2 rounded-full transition-all',
                        index === step
                          ? 'w-6 bg-accent'
                          : 'w-2 bg-foreground/15 group-hover:bg-foreground/30',
                        missingSteps.has(index) && index !== step ? 'bg-danger' : null,
                      )}
                    />
                  </button>
                </li>
              ))}
            </ol>
          </div>
          <div ref={stepRef}>{steps[step]}</div>
          <div className="mt-7 flex items-center justify-between gap-3">
            <Button variant="ghost" onClick={() => setStep((current) => current - 1)} disabled={step === 0}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
            {isLastStep ? (
              <Button onClick={() => void finish()} busy={complete.isPending}>
                Complete retro
              </Button>
            ) : (
              <Button onClick={next}>
                Next
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
          <p className="mt-4 hidden text-right text-muted-foreground text-xs sm:block">
            <kbd className="font-sans">Ctrl</kbd> + <kbd className="font-sans">Enter</kbd> to go on
          </p>
        </section>
      ) : (
        <div className="grid gap-5">
          {steps.map((content, index) => (
            <section
              key={index === stepCount - 1 ? 'areas' : retro.questions[index]?.id}
              className="rounded-3xl border border-border bg-surface p-5 shadow-xs sm:p-8"
            >
              {content}
            </section>
          ))}
          <div className="flex justify-end">
            <Button size="lg" onClick={() => void finish()} busy={complete.isPending}>
              Complete retro
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function LayoutToggle({
  layout,
  onChange,
}: {
  layout: RetroLayout;
  onChange: (layout: RetroLayout) => void;
}) {
  const options: ReadonlyArray<{ value: RetroLayout; label: string }> = [
    { value: 'steps', label: 'One at a time' },
    { value: 'all', label: 'All on one page' },
  ];
  return (
    <fieldset className="flex w-full rounded-xl border border-border bg-surface p-0.5 text-sm sm:w-auto">
      <legend className="sr-only">Layout</legend>
      {options.map((option) => (
        <label key={option.value} className="relative flex-1 text-center sm:flex-none">
          <input
            type="radio"
            name="retro-layout"
            value={option.value}
            checked={layout === option.value}
            onChange={() => onChange(option.value)}
            className="peer sr-only"
          />
          <span className="block cursor-pointer rounded-lg px-3 py-1.5 text-muted-foreground pointer-coarse:py-3 transition-colors peer-checked:bg-accent-soft peer-checked:font-medium peer-checked:text-accent-strong peer-focus-visible:outline-2 peer-focus-visible:outline-ring">
            {option.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
