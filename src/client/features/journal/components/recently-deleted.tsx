import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { PageHeader } from '#client/components/ui/page-header';
import { errorMessage } from '#client/lib/api-client';
import { formatDate, formatDateTime } from '#client/lib/dates';
import { PAGES } from '#client/lib/route-table';
import { toast } from '#client/lib/toast-store';
import { useRecentlyDeleted, useRestoreEntry } from '../api/entries';
import { linkClasses } from './recently-deleted-link';

/** Entries deleted in the last 30 days (the server keeps them that long), each one restorable. */
export function RecentlyDeletedScreen() {
  const deleted = useRecentlyDeleted();
  const restore = useRestoreEntry();
  const items = deleted.data?.items ?? [];

  return (
    <>
      <Link href={PAGES.journal.path} className={`${linkClasses} -ml-2 mb-2`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Journal
      </Link>
      <PageHeader
        eyebrow="Journal"
        title="Recently deleted"
        description="Deleted entries are kept for 30 days, then erased for good. Restore one to put it back in your journal."
      />
      {deleted.isPending ? (
        <p className="text-muted-foreground">Loading deleted entries…</p>
      ) : deleted.isError ? (
        <p role="alert" className="text-muted-foreground">
          Deleted entries could not be loaded. {errorMessage(deleted.error)}
        </p>
      ) : items.length === 0 ? (
        <EmptyState size="inline" icon={Trash2} title="Nothing deleted in the last 30 days">
          Entries you delete wait here for 30 days.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <Card
              as="li"
              variant="item"
              key={item.id}
              className="flex flex-col gap-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-muted-foreground text-xs">
                  <time dateTime={item.date}>{formatDate(item.date, 'list')}</time>
                </p>
                <p className="mt-1 font-semibold text-foreground">{item.title ?? 'Untitled entry'}</p>
                {item.excerpt ? (
                  <p className="mt-0.5 line-clamp-2 text-muted-foreground text-sm">{item.excerpt}</p>
                ) : null}
                <p className="mt-2 text-muted-foreground text-xs">
                  Deleted {formatDateTime(item.deletedAt)} · erased after{' '}
                  {formatDateTime(item.restorableUntil)}
                </p>
              </div>
              <Button
                variant="secondary"
                className="self-start sm:self-center"
                busy={restore.isPending && restore.variables === item.id}
                aria-label={`Restore ${item.title ?? `the entry of ${formatDate(item.date, 'list')}`}`}
                onClick={() =>
                  restore.mutate(item.id, {
                    onSuccess: () =>
                      toast({ title: 'Entry restored', description: 'It is back in your journal.' }),
                    onError: (error) =>
                      toast({
                        title: 'Could not restore the entry',
                        description: errorMessage(error),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Restore
              </Button>
            </Card>
          ))}
        </ul>
      )}
    </>
  );
}
