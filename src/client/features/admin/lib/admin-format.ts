import { formatDate, formatDateTime, localCalendarDay } from '#client/lib/dates';
import { STATUS_LABELS } from '#client/lib/feedback-labels';
import type { AuditEntry } from '#contract/admin';
import type { FeedbackStatus } from '#contract/constants';
import { ANALYTICS_MIN_GROUP } from '#contract/constants';
import { formatWholeNumber, roundHalfAwayFromZero } from '#domain/sentences/numbers';

const statusName = (status: string | number) => STATUS_LABELS[status as FeedbackStatus] ?? String(status);

export const formatInstant = (iso: string) => formatDateTime(iso);
export const formatJoined = (iso: string) => formatDate(localCalendarDay(new Date(iso)), 'list');

/** A count, or the words every hidden figure is shown as. */
export const formatFigure = (value: number | null) =>
  value === null ? `fewer than ${ANALYTICS_MIN_GROUP}` : formatWholeNumber(value);

/** A share 0–1 as a whole percentage ("57%"), rounded by the app's one rule; an en dash when hidden. */
export const formatShare = (value: number | null) =>
  value === null ? '–' : `${formatWholeNumber(roundHalfAwayFromZero(value * 100))}%`;

export const ACTION_LABELS: Record<string, string> = {
  role_changed: 'Role changed',
  account_disabled: 'Account disabled',
  account_enabled: 'Account re-enabled',
  sessions_ended: 'Sessions ended',
  question_added: 'Question added',
  question_edited: 'Question edited',
  question_retired: 'Question retired',
  question_restored: 'Question restored',
  question_deleted: 'Question deleted',
  feedback_status_changed: 'Feedback status changed',
  feedback_replied: 'Feedback replied to',
};

/** One line about what changed, from the row's details. */
export function describeAudit(entry: AuditEntry): string {
  const d = entry.details as Record<string, string | number | undefined>;
  switch (entry.action) {
    case 'role_changed':
      return `${d.from === 'admin' ? 'Administrator' : 'Regular'} → ${d.to === 'admin' ? 'administrator' : 'regular'}`;
    case 'account_disabled':
    case 'sessions_ended':
      return d.sessionsEnded === 1 ? '1 session ended' : `${d.sessionsEnded ?? 0} sessions ended`;
    case 'question_edited':
      return d.fromText !== d.toText
        ? `Was: “${d.fromText}”`
        : `Moved from ${d.fromCategory} to ${d.toCategory}`;
    case 'feedback_status_changed':
      return d.from && d.to ? `${statusName(d.from)} → ${statusName(d.to)}` : '';
    case 'question_added':
    case 'question_deleted':
      return d.category ? `In ${d.category}` : '';
    default:
      return '';
  }
}
