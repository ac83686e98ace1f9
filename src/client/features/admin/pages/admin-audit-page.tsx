import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { PageHeader } from '#client/components/ui/page-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api-client';
import { PAGES } from '#client/lib/route-table';
import { AUDIT_ACTIONS, type AuditAction } from '#contract/constants';
import { useAudit } from '../api/audit';
import { ACTION_LABELS, describeAudit, formatInstant } from '../lib/admin-format';

const selectClass = 'h-11 w-full rounded-xl border border-border bg-surface px-3 text-foreground sm:w-56';

export function AdminAuditPage() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const audit = useAudit(actor, action);
  const items = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const actors = audit.data?.pages[0]?.actors ?? [];

  return (
    <div>
      <PageHeader title={PAGES.adminAudit.title} description={PAGES.adminAudit.description} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <label>
          <span className="mb-1.5 block font-medium text-foreground text-sm">Administrator</span>
          <select value={actor} onChange={(event) => setActor(event.target.value)} className={selectClass}>
            <option value="">Everyone</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="mb-1.5 block font-medium text-foreground text-sm">Action</span>
          <select
            value={action}
            onChange={(event) => setAction(event.target.value as AuditAction | '')}
            className={selectClass}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {ACTION_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {audit.isPending ? (
        <PageSpinner inline label="Loading the audit log…" />
      ) : audit.isError ? (
        <p role="alert">{errorMessage(audit.error)}</p>
      ) : items.length === 0 ? (
        <EmptyState
          size="inline"
          title={`No actions recorded${action || actor ? ' with these filters' : ' yet'}`}
        />
      ) : (
        <>
          <ol
            className={cardClasses('flush', { className: 'divide-y divide-border' })}
            aria-label="Admin actions"
          >
            {items.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
                <time
                  dateTime={entry.at}
                  className="shrink-0 text-muted-foreground text-sm tabular-nums sm:w-44"
                >
                  {formatInstant(entry.at)}
                </time>
                <div className="min-w-0 flex-1">
                  <p className="text-foreground">
                    <span className="font-semibold">{entry.actorName}</span> ·{' '}
                    {ACTION_LABELS[entry.action] ?? entry.action}
                    {entry.targetLabel ? (
                      <>
                        {' '}
                        · <span className="break-words font-medium">{entry.targetLabel}</span>
                      </>
                    ) : null}
                  </p>
                  {describeAudit(entry) ? (
                    <p className="text-muted-foreground text-sm">{describeAudit(entry)}</p>
                  ) : null}
                </div>
                <p className="shrink-0 text-muted-foreground text-xs tabular-nums">
                  {entry.ip ?? 'server command line'}
                </p>
              </li>
            ))}
          </ol>
          {audit.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                className="h-11"
                busy={audit.isFetchingNextPage}
                onClick={() => audit.fetchNextPage()}
              >
                Show older actions
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
