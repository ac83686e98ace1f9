import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { LIFE_AREAS, type LifeArea } from '#contract/constants';
import type { Retro } from '#contract/retro';
import { answerField, ratingField } from '../api/retro';
import { useRetroCompletion } from '../lib/use-retro-completion';
import { useRetroDrafts } from '../lib/use-retro-drafts';
import { AnswerField } from './answer-field';
import { AreaRatingField } from './area-ratings';
import { CompletionQueued } from './completion-queued';
import { RetroProgress } from './retro-progress';
import { AllSteps, Stepper } from './retro-steps';
import { useRetroLayout } from './use-retro-layout';

const AREAS_STEP_TITLE = 'How did each part of your life feel today?';

interface RetroFormProps {
  userId: string;
  retro: Retro;
  /** The finishing button's label: "Complete retro", or "Save changes" when correcting a completed one. */
  finishLabel?: string;
  onFinished?: () => void;
}

export function RetroForm({ userId, retro, finishLabel = 'Complete retro', onFinished }: RetroFormProps) {
  const draft = useRetroDrafts(userId, retro);
  const [layout, setLayout] = useRetroLayout();
  const [step, setStep] = useState(0);
  const stepCount = retro.questions.length + 1;

  const ratings = LIFE_AREAS.map((area) => ({ area, rating: draft.ratings.get(area) ?? null }));
  const completion = useRetroCompletion(retro, draft, ratings, onFinished);
  const { stillMissing } = completion;
  const done =
    retro.questions.filter((question) => (draft.answers.get(question.id) ?? '').trim() !== '').length +
    ratings.filter((rating) => rating.rating !== null).length;
  const total = retro.questions.length + LIFE_AREAS.length;
  const finish = () => void completion.finish();

  function next() {
    if (layout === 'all' || step === stepCount - 1) return finish();
    setStep((current) => Math.min(current + 1, stepCount - 1));
  }

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
  const keys = [...retro.questions.map((question) => question.id), 'areas'];
  const missingSteps = new Set(
    stillMissing.map((path) =>
      path.startsWith('ratings.')
        ? stepCount - 1
        : retro.questions.findIndex((question) => `answers.${question.id}` === path),
    ),
  );
  const stepsProps = { steps, keys, completing: completion.completing, onFinish: finish, finishLabel };

  if (draft.completion) {
    return <CompletionQueued date={retro.date} state={draft.completion} onKeepEditing={draft.keepEditing} />;
  }

  return (
    <div className="grid gap-3 sm:gap-5">
      <RetroProgress done={done} total={total} layout={layout} onLayoutChange={setLayout} />
      {/* A refusal stops being shown once every refused answer has been saved after all. */}
      {completion.errorText ? (
        <div
          ref={completion.errorRef}
          tabIndex={-1}
          role="alert"
          className="flex items-start gap-3 rounded-2xl border border-danger/40 bg-danger-soft px-4 py-3 text-danger outline-none"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{completion.errorText}</p>
        </div>
      ) : null}
      {layout === 'steps' ? (
        <Stepper {...stepsProps} step={step} onStep={setStep} missingSteps={missingSteps} />
      ) : (
        <AllSteps {...stepsProps} />
      )}
    </div>
  );
}
