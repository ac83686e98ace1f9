import { MessageCircleReply } from 'lucide-react';
import { useEffect } from 'react';
import { EmptyState } from '#client/components/ui/empty-state';
import { cn } from '#client/lib/cn';
import { formatDateTime } from '#client/lib/dates';
import { KIND_LABELS, STATUS_CLASSES, STATUS_LABELS } from '#client/lib/feedback-labels';
import type { Feedback } from '#contract/feedback';
import { useMyFeedback } from '../api/my-feedback';
import { useMarkRepliesSeen } from '../api/unseen-replies';

function FeedbackItem({ item }: { item: Feedback }) {
  return (
    <li
      className={cn(
        'rounded-2xl border bg-surface p-4 sm:p-5',
        item.unseenReply ? 'border-accent/50' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn('rounded-full px-2.5 py-0.5 font-medium text-xs', STATUS_CLASSES[item.status])}>
          {STATUS_LABELS[item.status]}
        </span>
        <span className="font-medium text-foreground">{KIND_LABELS[item.kind]}</span>
        {/* The date keeps to one piece: on a phone it moves to its own line rather than splitting. */}
        <time dateTime={item.createdAt} className="whitespace-nowrap text-muted-foreground">
          {formatDateTime(item.createdAt)}
        </time>
        {item.unseenReply ? (
          <span className="ml-auto rounded-full bg-accent px-2 py-0.5 font-medium text-accent-contrast text-xs">
            New reply
          </span>
        ) : null}
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-foreground leading-relaxed">{item.message}</p>
      {item.replies.map((reply) => (
        <div key={reply.id} className="mt-3 rounded-xl bg-accent-soft/60 px-3.5 py-3">
          <p className="flex items-center gap-1.5 font-medium text-accent-strong text-xs">
            <MessageCircleReply aria-hidden="true" className="size-3.5" />
            Reply from the Daily Retro team · {formatDateTime(reply.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-foreground text-sm leading-relaxed">
            {reply.message}
          </p>
        </div>
      ))}
    </li>
  );
}

/** The user's own feedback with its status and replies; seeing the list marks its replies seen. */
export function MyFeedbackList() {
  const mine = useMyFeedback();
  const markSeen = useMarkRepliesSeen();
  const hasUnseen = mine.data?.items.some((item) => item.unseenReply) ?? false;
  const { mutate } = markSeen;
  useEffect(() => {
    if (hasUnseen) mutate();
  }, [hasUnseen, mutate]);

  if (mine.isPending) return <p className="text-muted-foreground">Loading your feedback…</p>;
  // Not pending and nothing kept from before: the read failed (a failed refresh keeps the list shown).
  if (mine.data === undefined)
    return (
      <p role="alert" className="text-muted-foreground">
        Your earlier feedback could not be loaded. Check your connection and reload the page.
      </p>
    );
  if (mine.data.items.length === 0)
    return (
      <EmptyState size="inline" title="Nothing sent yet">
        What you send appears here, with its status and any reply from the team.
      </EmptyState>
    );
  return (
    <ul className="grid gap-3">
      {mine.data.items.map((item) => (
        <FeedbackItem key={item.id} item={item} />
      ))}
    </ul>
  );
}
