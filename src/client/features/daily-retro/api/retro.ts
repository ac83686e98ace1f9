// A day's retro: today's (GET /api/retro/today) and one by date (GET /api/retro/{date}), its answers and
// ratings saved as the user types (a draft kind: see src/client/lib/drafts/), and its completion.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateStreak } from '#client/features/gamification';
import { homeKeys, homeQuery } from '#client/features/home';
import { refreshReports } from '#client/features/reports';
import { refreshRetroHistory } from '#client/features/retro-history';
import { api } from '#client/lib/api-client';
import type { SyncedDraftKind } from '#client/lib/drafts/draft-kind';
import type { DraftRecord } from '#client/lib/drafts/draft-store';
import { PAGES } from '#client/lib/route-table';
import type { HomeSummary, NextStep } from '#contract/home';
import type { Retro, RetroProgress, RetroToday, SavedAnswer, SavedRating } from '#contract/retro';
import { suggestNextStep } from '#domain/next-step';

/** The way to yesterday's retro while it can still be finished (decision record 036). */
export const YESTERDAY_RETRO_PATH = `${PAGES.dailyRetro.path}?day=yesterday`;

export const retroKeys = {
  today: ['/api/retro/today'] as const,
  byDate: (date: string) => [`/api/retro/${date}`] as const,
};

/** The retro open now (today's, or yesterday's before the day-start hour) and yesterday's state. */
export const retroTodayQuery = queryOptions<RetroToday>({ queryKey: retroKeys.today });

/** One retro by its local date (past retros stay readable). */
export const retroQuery = (date: string) => queryOptions<Retro>({ queryKey: retroKeys.byDate(date) });

export function useRetroToday() {
  return useQuery(retroTodayQuery);
}

export function useRetro(date: string, enabled = true) {
  return useQuery({ ...retroQuery(date), enabled });
}

/** One thing a retro saves: an answer (`answer:<questionId>`) or an area rating (`rating:<area>`). */
export type DraftField = `answer:${number}` | `rating:${string}`;

export const RETRO_DRAFT_KIND = 'retro';
/** How long typing pauses before an answer is sent; a rating goes at once. */
export const ANSWER_SAVE_DELAY_MS = 800;

export const answerField = (questionId: number): DraftField => `answer:${questionId}`;
export const ratingField = (area: string): DraftField => `rating:${area}`;

/** A retro draft's id: `<date>:<field>`. */
export const retroDraftId = (date: string, field: DraftField) => `${date}:${field}`;

export function parseRetroDraftId(id: string): { date: string; field: DraftField } {
  return { date: id.slice(0, 10), field: id.slice(11) as DraftField };
}

type Saved = SavedAnswer | SavedRating;

function withSaved(retro: Retro, saved: Saved): Retro {
  const progress: RetroProgress = saved.progress;
  if ('questionId' in saved) {
    const questions = retro.questions.map((question) =>
      question.id === saved.questionId
        ? { ...question, answer: saved.text, answeredAt: saved.answeredAt }
        : question,
    );
    return { ...retro, ...progress, questions };
  }
  const ratings = retro.ratings.map((rating) =>
    rating.area === saved.area ? { ...rating, rating: saved.rating } : rating,
  );
  return { ...retro, ...progress, ratings };
}

const NEXT_STEP_PATHS: Record<NextStep['kind'], string> = {
  start_first_retro: PAGES.dailyRetro.path,
  start_retro: PAGES.dailyRetro.path,
  finish_retro: PAGES.dailyRetro.path,
  log_mood: PAGES.home.path,
  write_journal: PAGES.journal.path,
  all_done: PAGES.retroHistory.path,
};

const progressOf = (retro: RetroProgress): RetroProgress => ({
  date: retro.date,
  status: retro.status,
  answeredCount: retro.answeredCount,
  questionCount: retro.questionCount,
  ratedCount: retro.ratedCount,
  areaCount: retro.areaCount,
});

/**
 * Home's summary with today's retro progress as the server just reported it: the counts and status, no
 * longer a new user once something is saved, and the next step the server would now suggest (the same
 * rule, src/domain/next-step.ts). A summary of another day is left as it is.
 */
export function homeWithRetroProgress(home: HomeSummary, progress: RetroProgress): HomeSummary {
  if (home.yesterdayRetro?.date === progress.date) {
    const finished = progress.status === 'completed';
    return finished
      ? { ...home, yesterdayRetro: null }
      : { ...home, yesterdayRetro: { ...home.yesterdayRetro, ...progressOf(progress) } };
  }
  if (home.today !== progress.date) return home;
  const retro = progressOf(progress);
  const isNewUser = home.isNewUser && retro.status === 'not_started';
  const kind = suggestNextStep({
    isNewUser,
    retroState: retro.status,
    // Entries cannot be dated after today, so an entry of today would be the newest one.
    wroteJournalToday: home.recentEntries[0]?.date === home.today,
    moodLoggedToday: home.todayMood !== null,
  });
  return { ...home, retro, isNewUser, nextStep: { kind, path: NEXT_STEP_PATHS[kind] } };
}

/**
 * After the server saved part of a retro: home's cached summary shows the new progress at once (so it
 * never says "Start your first retro" after an answer, even offline), and home, the history and the
 * progress reports are read again now, whether or not a screen shows them.
 */
export function showRetroProgress(queryClient: QueryClient, progress: RetroProgress): void {
  queryClient.setQueryData(homeQuery.queryKey, (home) =>
    home ? homeWithRetroProgress(home, progress) : home,
  );
  void queryClient.invalidateQueries({ queryKey: homeKeys.summary, refetchType: 'all' });
  void refreshRetroHistory(queryClient);
  void refreshReports(queryClient, 'all');
}

/**
 * The server's answer goes into the open retro (today's and by date) at once, so moving away and back
 * shows it; home's progress and next step too (see showRetroProgress).
 */
export function confirmRetroDraft(queryClient: QueryClient, saved: Saved, draft: DraftRecord<string>): void {
  const { date } = parseRetroDraftId(draft.id);
  queryClient.setQueryData(retroTodayQuery.queryKey, (today) =>
    today && today.retro.date === date ? { ...today, retro: withSaved(today.retro, saved) } : today,
  );
  queryClient.setQueryData(retroQuery(date).queryKey, (retro) => (retro ? withSaved(retro, saved) : retro));
  showRetroProgress(queryClient, saved.progress);
}

/** Answers and ratings of a retro, saved as the user types (PUT, so sending one twice is harmless). */
export const retroDraftKind: SyncedDraftKind<string, Saved> = {
  name: RETRO_DRAFT_KIND,
  delayMs: ANSWER_SAVE_DELAY_MS,
  send: (draft) => {
    const { date, field } = parseRetroDraftId(draft.id);
    const [kind, id] = field.split(':') as [string, string];
    if (kind === 'answer')
      return api.put<SavedAnswer>(`/api/retro/${date}/answers/${id}`, { text: draft.value });
    return api.put<SavedRating>(`/api/retro/${date}/ratings/${encodeURIComponent(id)}`, {
      rating: Number(draft.value),
    });
  },
  confirm: confirmRetroDraft,
  // A refusal often means the day moved on ("That retro is closed…"): ask which retro is open now.
  onRefused: (queryClient) => void queryClient.invalidateQueries({ queryKey: retroKeys.today }),
};

/**
 * A completed retro as the server answered it: today's (or yesterday's, no longer offered) and the day's
 * retro show it at once; home, the history, the reports and the streak are read again.
 */
export function showCompleted(queryClient: QueryClient, retro: Retro): void {
  queryClient.setQueryData(retroTodayQuery.queryKey, (today) => {
    if (today?.retro.date === retro.date) return { ...today, retro };
    // Yesterday's retro finished late: it is no longer offered.
    if (today?.yesterday.date === retro.date) {
      return {
        ...today,
        yesterday: { ...today.yesterday, ...progressOf(retro), finishable: false, closesAt: null },
      };
    }
    return today;
  });
  queryClient.setQueryData(retroQuery(retro.date).queryKey, retro);
  showRetroProgress(queryClient, retro);
  // Completion is the retro's activity of the day; completing again changes nothing on the server.
  void updateStreak(queryClient, 'daily-retro');
}

export function useCompleteRetro(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Retro>(`/api/retro/${date}/complete`),
    // A refused completion (400) would only be refused again.
    retry: false,
    onSuccess: (retro) => showCompleted(queryClient, retro),
  });
}

export const RETRO_COMPLETION_KIND = 'retro-completion';

/**
 * A completion made offline (decision record 045): kept on the device under the retro's date and sent
 * when the connection returns, after the day's answers, so it completes the retro of the day it was
 * written. The server still decides: a day closed since answers 409 RETRO_CLOSED, kept as the reason.
 */
export const retroCompletionKind: SyncedDraftKind<string, Retro> = {
  name: RETRO_COMPLETION_KIND,
  delayMs: 0,
  sendsAfter: (draft) => ({ kind: RETRO_DRAFT_KIND, idPrefix: `${draft.id}:` }),
  send: (draft) => api.post<Retro>(`/api/retro/${draft.id}/complete`),
  confirm: (queryClient, retro) => showCompleted(queryClient, retro),
  onRefused: (queryClient) => void queryClient.invalidateQueries({ queryKey: retroKeys.today }),
};
/**
 * What is left today once the retro is done, as home's summary says it (today's mood, the journal):
 * read again when the completed retro is shown, as the mood or an entry may have come from elsewhere.
 */
export function useNextStep() {
  return useQuery({ ...homeQuery, select: (home: HomeSummary) => home.nextStep, refetchOnMount: 'always' });
}
