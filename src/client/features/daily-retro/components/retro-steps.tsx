import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { useKeyboardInset } from '#client/lib/visual-viewport';

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
  const keyboard = useKeyboardInset();
  useQuestionInViewWithKeyboard(stepRef, keyboard, step);
  const isLastStep = step === steps.length - 1;
  return (
    <section aria-label={`Step ${step + 1} of ${steps.length}`} className={cardClasses('section')}>
      <div className="mb-2 flex items-center justify-between gap-3 sm:mb-5">
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
      {/* Below 768 px the bar stays in reach: stuck above the bottom navigation while the step scrolls
          under it, and above the on-screen keyboard while one is open (the navigation steps aside). */}
      <div
        data-retro-actions=""
        style={{
          bottom:
            keyboard > 0
              ? `${keyboard}px`
              : 'calc(var(--bottom-nav-offset, 0px) + env(safe-area-inset-bottom))',
        }}
        className={cn(
          'sticky z-10 -mx-5 -mb-5 mt-3 flex items-center justify-between gap-3 rounded-b-3xl border-border border-t bg-surface/95 px-5 py-2 backdrop-blur-sm',
          'sm:-mx-7 sm:-mb-7 sm:px-7 md:static md:mx-0 md:mt-7 md:mb-0 md:rounded-none md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none',
        )}
      >
        <Button variant="ghost" onClick={() => onStep(step - 1)} disabled={step === 0} className="h-11">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        {isLastStep ? (
          <Button onClick={onFinish} busy={completing} className="h-11">
            {finishLabel}
          </Button>
        ) : (
          <Button onClick={() => onStep(step + 1)} className="h-11">
            Next
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <p className="mt-4 hidden text-right text-muted-foreground text-xs md:block">
        <kbd className="font-sans">Ctrl</kbd> + <kbd className="font-sans">Enter</kbd> to go on
      </p>
    </section>
  );
}

/**
 * When the on-screen keyboard opens over a step's field, or the next step's field takes the focus while
 * it is open, the step is scrolled to the top of what is left of the screen (under the top bar, the
 * page's scroll padding): its question, the field and the bar above the keyboard in one view.
 */
function useQuestionInViewWithKeyboard(
  stepRef: RefObject<HTMLDivElement | null>,
  keyboard: number,
  step: number,
): void {
  const open = keyboard > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step, its field focused, is scrolled to as well
  useEffect(() => {
    const content = stepRef.current;
    if (!open || !content?.contains(document.activeElement)) return;
    content.scrollIntoView({ block: 'start' });
  }, [open, stepRef, step]);
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
