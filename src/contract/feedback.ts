import { z } from 'zod';
import {
  FEEDBACK_KINDS,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_REPLY_MAX_LENGTH,
  FEEDBACK_STATUSES,
} from './constants';
import { defaultedQuery, optionalQuery } from './query';
import { text, uuidText } from './text';

export const FeedbackKind = z.enum(FEEDBACK_KINDS, {
  message: `Choose one of: ${FEEDBACK_KINDS.join(', ')}`,
});
export const FeedbackStatus = z.enum(FEEDBACK_STATUSES, {
  message: `Choose one of: ${FEEDBACK_STATUSES.join(', ')}`,
});

const messageText = (max: number) =>
  text({ max, tooLong: `Keep it to ${max.toLocaleString('en-US')} characters` })
    .trim()
    .min(1, 'Write a message first');

export const SendFeedbackBody = z.object({
  kind: FeedbackKind,
  message: messageText(FEEDBACK_MESSAGE_MAX_LENGTH),
  satisfaction: z.number().int().min(1, 'Choose 1 to 5').max(5, 'Choose 1 to 5').nullable().optional(),
  /** The app path the user came from (attached by the client). */
  page: text({ max: 200 }).optional(),
});
export type SendFeedbackBody = z.infer<typeof SendFeedbackBody>;

export const FeedbackReply = z.object({
  id: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

/** One item as its sender sees it. */
export const Feedback = z.object({
  id: z.string(),
  kind: FeedbackKind,
  message: z.string(),
  satisfaction: z.number().int().nullable(),
  page: z.string().nullable(),
  appVersion: z.string().nullable(),
  status: FeedbackStatus,
  createdAt: z.string(),
  replies: z.array(FeedbackReply),
  /** A reply the sender has not seen yet. */
  unseenReply: z.boolean(),
});
export type Feedback = z.infer<typeof Feedback>;
export const FeedbackList = z.object({ items: z.array(Feedback) });
export type FeedbackList = z.infer<typeof FeedbackList>;

export const UnseenFeedbackCount = z.object({ count: z.number().int() });
export type UnseenFeedbackCount = z.infer<typeof UnseenFeedbackCount>;

export const FeedbackId = z.object({ id: uuidText('Unknown feedback') });

export const AdminFeedbackQuery = z.object({
  status: optionalQuery(FeedbackStatus),
  kind: optionalQuery(FeedbackKind),
  q: optionalQuery(text({ max: 200 }).trim()),
  order: defaultedQuery(z.enum(['newest', 'oldest']).default('newest')),
});
export type AdminFeedbackQuery = z.infer<typeof AdminFeedbackQuery>;

export const FeedbackHistoryEntry = z.object({
  action: z.enum(['read', 'status', 'reply']),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});

/** One item as the team sees it: the sender's username and the feedback, nothing else of theirs. */
export const AdminFeedback = Feedback.omit({ unseenReply: true }).extend({
  username: z.string(),
  read: z.boolean(),
  history: z.array(FeedbackHistoryEntry),
});
export type AdminFeedback = z.infer<typeof AdminFeedback>;
export const AdminFeedbackList = z.object({ items: z.array(AdminFeedback), unread: z.number().int() });
export type AdminFeedbackList = z.infer<typeof AdminFeedbackList>;

export const UpdateFeedbackBody = z.object({ status: FeedbackStatus });
export const ReplyFeedbackBody = z.object({ message: messageText(FEEDBACK_REPLY_MAX_LENGTH) });
