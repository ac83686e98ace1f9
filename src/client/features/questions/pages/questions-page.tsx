import { ArrowRight, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { LoadFailed } from '#client/components/ui/load-failed';
import { PageHeader } from '#client/components/ui/page-header';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { categoryLabel, interleaveByCategory, reflectHref } from '#client/lib/questions';
import { PAGES } from '#client/lib/route-table';
import { QUESTION_CATEGORIES, type QuestionCategory } from '#contract/constants';
import { useQuestions } from '../api/questions';

const SEARCH_DEBOUNCE_MS = 250;
/** Questions shown before 'Show all': the whole library at once is a very long page on a phone. */
const FIRST_SHOWN = 24;

export function QuestionsPage() {
  const [category, setCategory] = useState<QuestionCategory | undefined>(undefined);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [showAll, setShowAll] = useState(false);
  const searchId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const questions = useQuestions({ category, q });

  // Browsing everything mixes the themes; a category or a search keeps the server's order (by relevance).
  const items = questions.data?.items ?? [];
  const shown = category === undefined && q === '' ? interleaveByCategory(items) : items;

  return (
    <>
      <PageHeader
        eyebrow={PAGES.questions.eyebrow}
        title={PAGES.questions.title}
        description={PAGES.questions.description}
      />

      <div className="mb-6 grid gap-4">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search questions
          </label>
          <Search
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search questions"
            maxLength={100}
            className="h-11 w-full rounded-xl border border-input bg-surface pr-3.5 pl-10 text-base text-foreground shadow-xs placeholder:text-muted-foreground/70 focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        {/* min-w-0: a fieldset is as wide as its content by default, which would widen the page on a phone. */}
        <fieldset className="-mx-1 flex min-w-0 gap-1.5 overflow-x-auto px-1 pb-1">
          <legend className="sr-only">Category</legend>
          {[undefined, ...QUESTION_CATEGORIES].map((value) => {
            const active = category === value;
            return (
              <button
                key={value ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => {
                  setCategory(value);
                  setShowAll(false);
                }}
                className={cn(
                  'shrink-0 rounded-full px-3.5 py-1.5 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  active
                    ? 'bg-accent text-accent-contrast'
                    : 'bg-foreground/[0.05] text-muted-foreground hover:bg-foreground/[0.09] hover:text-foreground',
                )}
              >
                {value ? categoryLabel(value) : 'All'}
              </button>
            );
          })}
        </fieldset>
      </div>

      {questions.isPending ? (
        <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground text-sm">
          <Spinner className="text-accent" /> Loading questions…
        </div>
      ) : questions.isError ? (
        <LoadFailed onRetry={() => void questions.refetch()}>{questions.error.message}</LoadFailed>
      ) : questions.data.items.length === 0 ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          No questions match “{q}”.
        </p>
      ) : (
        <ul
          className={cn('grid gap-3 md:grid-cols-2', questions.isPlaceholderData && 'opacity-60')}
          aria-label="Questions"
        >
          {(showAll ? shown : shown.slice(0, FIRST_SHOWN)).map((question) => (
            <Card as="li" variant="item" key={question.id} className="flex flex-col justify-between gap-4">
              <div>
                <p className="font-medium text-accent-strong text-xs uppercase tracking-wider">
                  {categoryLabel(question.category)}
                </p>
                <p className="mt-2 font-serif text-foreground text-xl leading-snug">{question.text}</p>
              </div>
              <Link
                href={reflectHref(question)}
                className="inline-flex items-center gap-1.5 self-start rounded-lg font-medium text-accent-strong text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Reflect on this: ${question.text}`}
              >
                Reflect on this
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Card>
          ))}
        </ul>
      )}
      {!showAll && (questions.data?.items.length ?? 0) > FIRST_SHOWN ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => setShowAll(true)}>
            Show all {questions.data?.items.length} questions
          </Button>
        </div>
      ) : null}
    </>
  );
}
