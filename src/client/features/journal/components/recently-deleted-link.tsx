import { Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { PAGES } from '#client/lib/route-table';

/** The journal's quiet text links (to and from the recently deleted entries). */
export const linkClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 font-medium text-accent-strong text-sm hover:bg-foreground/[0.04] focus-visible:outline-2 focus-visible:outline-ring';

/** The way to the entries deleted in the last 30 days, under the journal's list. */
export function RecentlyDeletedLink() {
  return (
    <div className="mt-8 flex justify-center">
      <Link href={`${PAGES.journal.path}?deleted`} className={linkClasses}>
        <Trash2 aria-hidden="true" className="size-4" />
        Recently deleted
      </Link>
    </div>
  );
}
