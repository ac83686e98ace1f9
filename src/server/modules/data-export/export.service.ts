import { asc, eq, inArray } from 'drizzle-orm';
import type { HomeCard } from '#contract/constants';
import { type AccountExport, EXPORT_FORMAT, EXPORT_VERSION } from '#contract/export';
import type { Database } from '#server/db/client';
import {
  customizations,
  feedback,
  feedbackReplies,
  journalEntries,
  moods,
  questions,
  reminderSettings,
  retroAnswers,
  retroRatings,
  retros,
  streaks,
  userBadges,
  userChallenges,
  users,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { now } from '#server/lib/clock';
import { createActivityService } from '#server/modules/activities/activities.service';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Everything the user owns, in the documented export format (docs/export-format.md). */
export async function exportAccount(db: Database, userId: string): Promise<AccountExport> {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  const [customization] = await db.select().from(customizations).where(eq(customizations.userId, userId));
  const [reminders] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  const entries = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.localDate), asc(journalEntries.createdAt), asc(journalEntries.id));
  const moodRows = await db
    .select()
    .from(moods)
    .where(eq(moods.userId, userId))
    .orderBy(asc(moods.localDate));
  const retroRows = await db
    .select()
    .from(retros)
    .where(eq(retros.userId, userId))
    .orderBy(asc(retros.localDate));
  const retroIds = retroRows.map((r) => r.id);
  const answers = retroIds.length
    ? await db
        .select({
          retroId: retroAnswers.retroId,
          questionId: retroAnswers.questionId,
          text: retroAnswers.text,
          question: questions.text,
        })
        .from(retroAnswers)
        .innerJoin(questions, eq(questions.id, retroAnswers.questionId))
        .where(inArray(retroAnswers.retroId, retroIds))
    : [];
  const ratings = retroIds.length
    ? await db.select().from(retroRatings).where(inArray(retroRatings.retroId, retroIds))
    : [];
  const streakRows = await db
    .select()
    .from(streaks)
    .where(eq(streaks.userId, userId))
    .orderBy(asc(streaks.streakId));
  const badgeRows = await db
    .select()
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.awardedAt), asc(userBadges.badgeId));
  const challengeRows = await db
    .select()
    .from(userChallenges)
    .where(eq(userChallenges.userId, userId))
    .orderBy(asc(userChallenges.assignedAt), asc(userChallenges.id));
  const feedbackRows = await db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
  // The team's words and when they were written; who on the team wrote them stays out of the file.
  const replies = feedbackRows.length
    ? await db
        .select({
          feedbackId: feedbackReplies.feedbackId,
          message: feedbackReplies.message,
          createdAt: feedbackReplies.createdAt,
        })
        .from(feedbackReplies)
        .where(
          inArray(
            feedbackReplies.feedbackId,
            feedbackRows.map((f) => f.id),
          ),
        )
        .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id))
    : [];
  const activities = await createActivityService(db).exportAll(userId);

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: iso(now()),
    profile: {
      username: profile.username,
      email: profile.email,
      timezone: profile.timezone,
      dayStartHour: profile.dayStartHour,
      weekStart: profile.weekStart,
      createdAt: iso(profile.createdAt),
    },
    customization: customization
      ? {
          displayName: customization.displayName,
          avatar: customization.avatar,
          accentColor: customization.accentColor,
          homeCards: customization.homeCards as HomeCard[],
          celebrations: customization.celebrations,
        }
      : null,
    reminders: reminders
      ? {
          enabled: reminders.enabled,
          time: minutesToTime(reminders.minutes),
          days: [...reminders.days].sort(),
          timezone: reminders.savedTimezone,
        }
      : null,
    journalEntries: entries.map((e) => ({
      id: e.id,
      date: e.localDate,
      title: e.title,
      body: e.body,
      tags: e.tags,
      promptQuestionId: e.promptQuestionId,
      createdAt: iso(e.createdAt),
      updatedAt: iso(e.updatedAt),
      deletedAt: isoOrNull(e.deletedAt),
    })),
    moods: moodRows.map((m) => ({
      id: m.id,
      date: m.localDate,
      score: m.score,
      note: m.note,
      createdAt: iso(m.createdAt),
      updatedAt: iso(m.updatedAt),
    })),
    retros: retroRows.map((r) => ({
      id: r.id,
      date: r.localDate,
      questionIds: r.questionIds,
      startedAt: isoOrNull(r.startedAt),
      completedAt: isoOrNull(r.completedAt),
      answers: answers
        .filter((a) => a.retroId === r.id)
        .sort((a, b) => r.questionIds.indexOf(a.questionId) - r.questionIds.indexOf(b.questionId))
        .map((a) => ({ questionId: a.questionId, question: a.question, text: a.text })),
      ratings: ratings
        .filter((x) => x.retroId === r.id)
        .sort((a, b) => a.area.localeCompare(b.area))
        .map((x) => ({ area: x.area, rating: x.rating })),
    })),
    streaks: streakRows.map((s) => ({
      streakId: s.streakId,
      currentLength: s.currentLength,
      longestLength: s.longestLength,
      lastActiveDate: s.lastActiveDate,
      runStartDate: s.runStartDate,
      freezesAvailable: s.freezesAvailable,
      frozenDates: s.frozenDates,
    })),
    badges: badgeRows.map((b) => ({
      badgeId: b.badgeId,
      awardedAt: iso(b.awardedAt),
      awardedDate: b.awardedDate,
    })),
    challenges: challengeRows.map((c) => ({
      id: c.id,
      challengeId: c.challengeId,
      assignedAt: iso(c.assignedAt),
      startDate: c.startDate,
      completedAt: isoOrNull(c.completedAt),
      completedDate: c.completedDate,
      notes: c.notes,
      checkedDays: c.checkedDays,
    })),
    feedback: feedbackRows.map((f) => ({
      id: f.id,
      kind: f.kind,
      message: f.message,
      satisfaction: f.satisfaction,
      page: f.page,
      status: f.status,
      createdAt: iso(f.createdAt),
      replies: replies
        .filter((r) => r.feedbackId === f.id)
        .map((r) => ({ message: r.message, createdAt: iso(r.createdAt) })),
    })),
    activities,
  };
}
