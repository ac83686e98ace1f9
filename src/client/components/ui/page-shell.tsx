import { PAGES, type PageId, type PageRoute } from '../../../contract/pages';
import { cn } from '../../lib/cn';
import { PageHeader } from './page-header';
import { Spinner } from './spinner';

function Block({ className }: { className: string }) {
  return (
    <div
      className={cn('animate-pulse rounded-3xl bg-foreground/[0.06] motion-reduce:animate-none', className)}
    />
  );
}

/**
 * A page before its code or the signed-in user has arrived: its heading and the sentence under it
 * (from the page table, as the page itself shows them), a spinner saying what is loading, and grey
 * blocks where its content will be.
 * The build prerenders it into each page's HTML, so it is what a visitor sees before any script runs;
 * the app shows it again while a page's code loads.
 */
export function PageShell({ page, label = 'Loading…' }: { page: PageId | undefined; label?: string }) {
  const route: PageRoute | undefined = page && page !== 'home' ? PAGES[page] : undefined;
  return (
    <div data-page-shell={page ?? ''}>
      {route ? (
        <PageHeader eyebrow={route.eyebrow} title={route.title} description={route.description} />
      ) : (
        // Home greets by name, which only the server's answer knows: a line and a heading's room.
        <div aria-hidden="true" className="mb-8 grid gap-4 sm:mb-10">
          <Block className="h-4 w-40 rounded-full" />
          <Block className="h-11 w-72 max-w-full rounded-2xl sm:h-14" />
        </div>
      )}
      <div role="status" className="mb-6 flex items-center gap-3 text-muted-foreground text-sm">
        <Spinner className="size-5 text-accent" />
        {label}
      </div>
      <div aria-hidden="true" className="grid gap-6">
        <Block className="h-40" />
        <Block className="h-28" />
      </div>
    </div>
  );
}
