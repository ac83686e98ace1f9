import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button';
import { LogOutIcon } from '#client/components/ui/icons';
import { LoadFailed } from '#client/components/ui/load-failed';
import { DayLine } from '#client/components/ui/page-header';
import { SavedDataNote } from '#client/components/ui/saved-data-note';
import { Spinner } from '#client/components/ui/spinner';
import { WhenNear } from '#client/components/ui/when-near';
import { useLogout, useUser } from '#client/features/auth';
import { useCustomization } from '#client/features/gamification';
import { localCalendarDay } from '#client/lib/dates';
import {
  GREETING_HEADING_CLASS,
  greetingText,
  rememberedGreetingName,
  rememberGreetingName,
} from '#client/lib/greeting';
import { lazyOptional } from '#client/lib/lazy-optional';
import { browserStorage } from '#client/lib/storage-reset';
import type { HomeCard } from '#contract/constants';
import type { HomeSummary } from '#contract/home';
import { useHome } from '../api/home';
import { ChallengeCard } from '../components/challenge-card-gate';
import { FirstSteps } from '../components/first-steps';
import { NextStepCard, QuestionOfTheDayCard, RecentEntries, RetroCard } from '../components/today-cards';
import { YesterdayRetroCard } from '../components/yesterday-card';
import { MOOD_CARD_HEIGHT, STREAKS_CARD_HEIGHT } from '../lib/card-heights';
import { homeCardsToShow, moodFirstWhileUnlogged, showsNextStep } from '../lib/home-cards';

// Streaks and the mood check-in load in a chunk of their own, next to the summary, not before it.
// A chunk that cannot be fetched leaves its card out rather than the page.
const StreaksCard = lazyOptional(() => import('../components/gamification-cards').then((m) => m.StreaksCard));
const MoodCheckIn = lazyOptional(() => import('../components/gamification-cards').then((m) => m.MoodCheckIn));

function CardPlaceholder({ height }: { height: string }) {
  return <div className={`${height} animate-pulse rounded-3xl border border-border bg-surface/60`} />;
}

function cardFor(id: HomeCard, summary: HomeSummary, cards: readonly HomeCard[]): ReactNode {
  switch (id) {
    case 'next-step':
      if (!showsNextStep(cards, summary.isNewUser, summary.nextStep.kind)) return null;
      return summary.isNewUser ? <FirstSteps /> : <NextStepCard nextStep={summary.nextStep} />;
    case 'retro':
      return summary.yesterdayRetro ? (
        <>
          <YesterdayRetroCard yesterday={summary.yesterdayRetro} />
          <RetroCard summary={summary} />
        </>
      ) : (
        <RetroCard summary={summary} />
      );
    case 'challenge':
      return <ChallengeCard />;
    case 'streaks':
      return (
        // Below the fold under a new user's first steps, say: its code waits until it is on screen.
        <WhenNear margin="0px" placeholder={<CardPlaceholder height={STREAKS_CARD_HEIGHT} />}>
          <StreaksCard />
        </WhenNear>
      );
    case 'mood':
      return (
        <WhenNear margin="0px" placeholder={<CardPlaceholder height={MOOD_CARD_HEIGHT} />}>
          <MoodCheckIn />
        </WhenNear>
      );
    case 'question':
      return summary.questionOfTheDay ? <QuestionOfTheDayCard question={summary.questionOfTheDay} /> : null;
    case 'recent-entries':
      return <RecentEntries entries={summary.recentEntries} />;
  }
}

export function HomePage() {
  const { data: user } = useUser();
  const customization = useCustomization();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const home = useHome();
  const now = new Date();

  function signOut() {
    logout.mutate(undefined, { onSuccess: () => navigate('/auth', { replace: true }) });
  }

  const summary = home.data;
  // The name waits for the customization (briefly), so a chosen name does not replace the username in
  // view; meanwhile the name remembered on this device stands in (the one the page's shell showed).
  const [remembered] = useState(() => rememberedGreetingName(browserStorage('localStorage')));
  const nameKnown = !customization.isPending || remembered !== null;
  const name = customization.isPending ? remembered : (customization.data?.displayName ?? user?.username);
  useEffect(() => {
    if (!customization.isPending && name) rememberGreetingName(browserStorage('localStorage'), name);
  }, [customization.isPending, name]);
  const avatar = customization.data?.avatar;
  // Whether the check-in leads is settled once per visit: logging the mood does not move the card away
  // from under the finger; the next visit shows the user's own order.
  const moodLoggedOnArrival = useRef<boolean | null>(null);
  if (summary && moodLoggedOnArrival.current === null)
    moodLoggedOnArrival.current = summary.todayMood !== null;
  const cards = moodFirstWhileUnlogged(
    homeCardsToShow(customization.data?.homeCards),
    moodLoggedOnArrival.current ?? true,
  );

  return (
    <>
      <header>
        <div className="flex items-center justify-between gap-4">
          <DayLine date={localCalendarDay(now)} className="mb-0" />
          <Button
            variant="ghost"
            onClick={signOut}
            busy={logout.isPending}
            className="-mr-2 text-muted-foreground"
          >
            {logout.isPending ? null : <LogOutIcon className="size-4" />}
            Sign out
          </Button>
        </div>
        <div className="mt-3 flex items-center gap-4">
          {nameKnown && avatar ? (
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-2xl bg-accent-soft text-3xl sm:size-16 sm:text-4xl"
            >
              {avatar}
            </span>
          ) : null}
          <h1 className={GREETING_HEADING_CLASS}>{nameKnown ? greetingText(now.getHours(), name) : null}</h1>
        </div>
        <SavedDataNote className="mt-4 mb-0" />
        {summary?.isNewUser ? (
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground leading-relaxed">
            Welcome. Daily Retro is a quiet place to close out your day: a few questions, a few lines, and a
            clearer view of how your life is going.
          </p>
        ) : null}
      </header>

      {/* The cards wait for the name too: a long greeting takes a second line on a phone, which pushed
          cards already drawn down the screen. Each branch has a key, so the cards come as a new element
          rather than the loading line's element moved and grown (which counted as a layout shift). */}
      {summary && nameKnown ? (
        <div key="cards" className="mt-8 grid gap-6 sm:mt-10">
          {cards.map((id) => {
            const content = cardFor(id, summary, cards);
            return content ? <Fragment key={id}>{content}</Fragment> : null;
          })}
        </div>
      ) : home.isError ? (
        <LoadFailed key="error" className="mt-10" onRetry={() => void home.refetch()}>
          Today's overview could not be loaded.
        </LoadFailed>
      ) : (
        <div
          key="loading"
          role="status"
          className="mt-12 flex items-center gap-3 text-muted-foreground text-sm"
        >
          <Spinner className="size-5 text-accent" />
          Loading today…
        </div>
      )}
    </>
  );
}
