import type { FeedbackKind, FeedbackStatus } from '#contract/constants';

export const KIND_LABELS: Record<FeedbackKind, string> = {
  bug: 'Something broke',
  idea: 'An idea',
  praise: 'Praise',
  other: 'Something else',
};

export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  read: 'Read',
  planned: 'Planned',
  done: 'Done',
  declined: 'Declined',
};

/** Status chip colours: calm for waiting, accent for progress, muted for closed. */
export const STATUS_CLASSES: Record<FeedbackStatus, string> = {
  new: 'bg-foreground/[0.06] text-muted-foreground',
  read: 'bg-foreground/[0.06] text-foreground',
  planned: 'bg-accent-soft text-accent-strong',
  done: 'bg-accent text-accent-contrast',
  declined: 'bg-foreground/[0.06] text-muted-foreground',
};
