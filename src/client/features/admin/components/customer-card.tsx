import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import type { Customer } from '#contract/admin';
import { useEndSessions, useUpdateCustomer } from '../api/customers';
import { formatInstant, formatJoined } from '../lib/admin-format';

function Badge({ tone, children }: { tone: 'accent' | 'muted' | 'danger'; children: string }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 font-medium text-xs',
        tone === 'accent' && 'bg-accent/15 text-accent-strong',
        tone === 'muted' && 'bg-foreground/[0.06] text-muted-foreground',
        tone === 'danger' && 'bg-red-500/15 text-red-700 dark:text-red-300',
      )}
    >
      {children}
    </span>
  );
}

/** Short column labels; the full meaning is what a screen reader says. */
const COUNTS: ReadonlyArray<{ key: keyof Customer; label: string; spoken: string }> = [
  { key: 'retrosCompleted', label: 'Retros', spoken: 'Retros completed' },
  { key: 'journalEntries', label: 'Entries', spoken: 'Journal entries' },
  { key: 'moods', label: 'Moods', spoken: 'Moods logged' },
  { key: 'currentStreak', label: 'Streak', spoken: 'Current streak' },
  { key: 'referralsCredited', label: 'Referrals', spoken: 'Referrals credited' },
  { key: 'feedbackSent', label: 'Feedback', spoken: 'Feedback sent' },
  { key: 'activeSessions', label: 'Sessions', spoken: 'Active sessions' },
];

/** One account: who, when, counts, and the actions an admin may take on it. */
export function CustomerCard({ customer, isSelf }: { customer: Customer; isSelf: boolean }) {
  const update = useUpdateCustomer();
  const endSessions = useEndSessions();
  const busy = update.isPending || endSessions.isPending;
  const disabled = customer.status === 'disabled';
  const confirmThen = (question: string, action: () => void) => {
    if (window.confirm(question)) action();
  };

  return (
    <Card as="li" variant="item" aria-label={customer.username}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold text-foreground">{customer.username}</span>
            {customer.role === 'admin' ? (
              <Badge tone="accent">Admin</Badge>
            ) : (
              <Badge tone="muted">Regular</Badge>
            )}
            {disabled ? <Badge tone="danger">Disabled</Badge> : null}
            {isSelf ? <Badge tone="muted">You</Badge> : null}
          </p>
          <p className="mt-1 truncate text-muted-foreground text-sm">{customer.email ?? 'No email given'}</p>
          <p className="mt-1 text-muted-foreground text-sm">
            Joined {formatJoined(customer.joinedAt)} · Last active {formatInstant(customer.lastActiveAt)}
          </p>
        </div>
        <dl className="grid w-full grid-cols-4 gap-x-3 gap-y-2 text-center sm:w-auto sm:grid-cols-7">
          {COUNTS.map(({ key, label, spoken }) => (
            <div key={key} className="min-w-0">
              <dt className="text-muted-foreground text-xs" title={spoken}>
                <span aria-hidden="true">{label}</span>
                <span className="sr-only">{spoken}</span>
              </dt>
              <dd className="font-semibold text-foreground tabular-nums">{customer[key]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="h-11"
          disabled={busy}
          onClick={() =>
            confirmThen(
              customer.role === 'admin'
                ? `Make ${customer.username} a regular user?`
                : `Make ${customer.username} an administrator? They will see this admin area.`,
              () => update.mutate({ id: customer.id, role: customer.role === 'admin' ? 'user' : 'admin' }),
            )
          }
        >
          {customer.role === 'admin' ? 'Make regular' : 'Make admin'}
        </Button>
        {isSelf ? null : (
          <Button
            variant="secondary"
            className={cn('h-11', !disabled && 'text-red-700 dark:text-red-300')}
            disabled={busy}
            onClick={() =>
              confirmThen(
                disabled
                  ? `Re-enable ${customer.username}? They can sign in again.`
                  : `Disable ${customer.username}? They are signed out everywhere at once and cannot sign in.`,
                () => update.mutate({ id: customer.id, status: disabled ? 'active' : 'disabled' }),
              )
            }
          >
            {disabled ? 'Re-enable' : 'Disable'}
          </Button>
        )}
        <Button
          variant="ghost"
          className="h-11"
          disabled={busy || customer.activeSessions === 0}
          onClick={() =>
            confirmThen(`Sign ${customer.username} out on every device?`, () =>
              endSessions.mutate(customer.id),
            )
          }
        >
          End all sessions
        </Button>
      </div>
    </Card>
  );
}
