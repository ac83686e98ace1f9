import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';

/** One card per step (each question, then the life areas), keyed by `keys`. */
export interface RetroStepsProps {
  steps: ReactNode[];
  keys: Array<string | number>;
  completing: boolean;
  onFinish: () => void;
  finishLabel: string;
}

/** Every step on one page, with the completion at the end. */
export function AllSteps({ steps, keys, completing, onFinish, finishLabel }: RetroStepsProps) {
  return (
    <div className="grid gap-5">
      {steps.map((content, index) => (
        <section key={keys[index]} className={cardClasses('section')}>
          {content}
        </section>
      ))}
      <div className="flex justify-end">
        <Button size="lg" onClick={onFinish} busy={completing}>
          {finishLabel}
        </Button>
      </div>
    </div>
  );
}

/** One step at a time: dots to jump between them, Back and Next, and the completion on the last. */
export function Stepper({
  steps,
  keys,
  completing,
  onFinish,
  finishLabel,
  step,
  onStep,
  missingSteps,
}: RetroStepsProps & { step: number; onStep: (step: number) => void; missingSteps: ReadonlySet<number> }) {
  const stepRef = useFocusOnStepChange(step);
  const isLastStep = step === steps.length - 1;
  return (
    <section aria-label={`Step ${step + 1} of ${steps.length}`} className={cardClasses('section')}>
      <div className="mb-5 flex items-center justify-between gap-3">
        {/* No second count here: the one count on the screen is "N of M answered", and each step names
            itself ("Question 2", "Life areas") above its content. */}
        <ol className="flex gap-1.5 pointer-coarse:gap-0" aria-label="Steps">
          {steps.map((_, index) => (
            <li key={keys[index]}>
              {/* The dot is drawn small; on touch screens the button around it is 44 px to hit. */}
              <button
                type="button"
                onClick={() => onStep(index)}
                aria-label={`Go to step ${index + 1}${missingSteps.has(index) ? ' (needs an answer)' : ''}`}
                aria-current={index === step ? 'step' : undefined}
                className="group grid place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 pointer-coarse:size-11"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    index === step ? 'w-6 bg-accent' : 'w-2 bg-foreground/15 group-hover:bg-foreground/30',
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
        <Button variant="ghost" onClick={() => onStep(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        {isLastStep ? (
          <Button onClick={onFinish} busy={completing}>
            {finishLabel}
          </Button>
        ) : (
          <Button onClick={() => onStep(step + 1)}>
            Next
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <p className="mt-4 hidden text-right text-muted-foreground text-xs sm:block">
        <kbd className="font-sans">Ctrl</kbd> + <kbd className="font-sans">Enter</kbd> to go on
      </p>
    </section>
  );
}

/** Moving between steps puts the focus on the step's first field. */
function useFocusOnStepChange(step: number): RefObject<HTMLDivElement | null> {
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('textarea, input:checked, input')?.focus();
  }, [step]);
  return stepRef;
}
