import { ChevronDown } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { formatDateTime } from '#client/lib/dates';
import { KIND_LABELS, STATUS_CLASSES, STATUS_LABELS } from '#client/lib/feedback-labels';
import { FEEDBACK_REPLY_MAX_LENGTH, FEEDBACK_STATUSES, type FeedbackStatus } from '#contract/constants';
import type { AdminFeedback } from '#contract/feedback';
import { useOpenFeedback, useReplyToFeedback, useSetFeedbackStatus } from '../api/feedback-inbox';

const HISTORY_WORDS = {
  read: () => 'opened it',
  status: (from: string | null, to: string | null) =>
    `changed the status from ${STATUS_LABELS[from as FeedbackStatus] ?? from} to ${STATUS_LABELS[to as FeedbackStatus] ?? to}`,
  reply: () => 'replied',
};

function ItemDetails({ item }: { item: AdminFeedback }) {
  const setStatus = useSetFeedbackStatus();
  const reply = useReplyToFeedback();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function sendReply(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return setError('Write a reply first.');
    setError(null);
    reply.mutate(
      { id: item.id, message },
      { onSuccess: () => setMessage(''), onError: (failure) => setError(errorMessage(failure)) },
    );
  }

  return (
    <div className="grid gap-4 border-border border-t px-4 pt-4 pb-5 sm:px-5">
      <p className="whitespace-pre-wrap break-words text-foreground leading-relaxed">{item.message}</p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-xs">
        <div>
          <dt className="inline">Happiness: </dt>
          <dd className="inline">{item.satisfaction === null ? 'not given' : `${item.satisfaction} of 5`}</dd>
        </div>
        <div>
          <dt className="inline">Page: </dt>
          <dd className="inline">{item.page ?? 'not known'}</dd>
        </div>
        <div>
          <dt className="inline">Version: </dt>
          <dd className="inline">{item.appVersion ?? 'not known'}</dd>
        </div>
      </dl>
      {item.replies.map((r) => (
        <div key={r.id} className="rounded-xl bg-accent-soft/60 px-3.5 py-3 text-sm">
          <p className="font-medium text-accent-strong text-xs">Reply · {formatDateTime(r.createdAt)}</p>
          <p className="mt-1 whitespace-pre-wrap break-words text-foreground">{r.message}</p>
        </div>
      ))}
      <label className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-medium text-foreground">Status</span>
        <select
          value={item.status}
          disabled={setStatus.isPending}
          onChange={(event) =>
            setStatus.mutate({ id: item.id, status: event.target.value as FeedbackStatus })
          }
          className="h-11 rounded-xl border border-input bg-surface px-3 text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <form onSubmit={sendReply} noValidate className="grid gap-2">
        <label className="grid gap-1.5 text-sm">
          <span className="font-medium text-foreground">Reply to {item.username}</span>
          <textarea
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={FEEDBACK_REPLY_MAX_LENGTH}
            rows={3}
            className="block w-full resize-y rounded-xl border border-input bg-background px-3.5 py-2.5 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
        </label>
        {error ? (
          <p role="alert" className="text-danger text-sm">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="lg" busy={reply.isPending}>
            Send reply
          </Button>
        </div>
      </form>
      {item.history.length > 0 ? (
        <div>
          <h4 className="font-medium text-foreground text-xs uppercase tracking-wider">History</h4>
          <ol className="mt-1.5 grid gap-1 text-muted-foreground text-xs">
            {item.history.map((h) => (
              <li key={`${h.createdAt}-${h.action}`}>
                {formatDateTime(h.createdAt)} · {h.actor} {HISTORY_WORDS[h.action](h.fromStatus, h.toStatus)}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

/** One inbox row; opening it shows everything and marks it read. */
export function FeedbackItem({ item }: { item: AdminFeedback }) {
  const [open, setOpen] = useState(false);
  const markRead = useOpenFeedback();
  const detailsId = `feedback-${item.id}`;

  function toggle() {
    setOpen(!open);
    if (!open && !item.read) markRead.mutate(item.id);
  }

  return (
    <li className={cn('rounded-2xl border bg-surface', item.read ? 'border-border' : 'border-accent/50')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={toggle}
        className="flex min-h-14 w-full items-start gap-3 rounded-2xl px-4 py-3.5 text-left focus-visible:outline-2 focus-visible:outline-ring sm:px-5"
      >
        {item.read ? null : (
          <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-accent" />
        )}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-foreground">{item.username}</span>
            <span className="text-muted-foreground">{KIND_LABELS[item.kind]}</span>
            <span className={cn('rounded-full px-2 py-0.5 font-medium text-xs', STATUS_CLASSES[item.status])}>
              {STATUS_LABELS[item.status]}
            </span>
            {item.read ? null : <span className="sr-only">Unread</span>}
            <span className="text-muted-foreground text-xs">{formatDateTime(item.createdAt)}</span>
          </span>
          {open ? null : (
            <span className="mt-1 line-clamp-2 block text-foreground text-sm">{item.message}</span>
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'mt-1 size-4 shrink-0 text-muted-foreground transition-transform',
            open && 'rotate-180',
          )}
        />
      </button>
      {open ? (
        <div id={detailsId}>
          <ItemDetails item={item} />
        </div>
      ) : null}
    </li>
  );
}
