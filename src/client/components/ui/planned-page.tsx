import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from './button';
import { PageHeader } from './page-header';

export interface PlannedItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * A page whose feature is not built yet: its real title, what it is for, and a plain list of what it
 * will hold. Nothing on it pretends to work.
 */
export function PlannedPage({
  eyebrow,
  title,
  description,
  items,
  note,
}: {
  eyebrow?: string;
  title: string;
  description: string;
  items: readonly PlannedItem[];
  /** A closing sentence under the list, for example what already works elsewhere. */
  note?: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      <section
        aria-labelledby="planned-heading"
        className="rounded-3xl border border-border bg-surface p-6 shadow-xs sm:p-8"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id="planned-heading" className="font-semibold text-foreground text-lg">
            What this page will hold
          </h2>
          <span className="rounded-full bg-foreground/[0.06] px-2.5 py-0.5 font-medium text-muted-foreground text-xs">
            Not built yet
          </span>
        </div>
        <p className="mt-2 text-muted-foreground leading-relaxed">
          This part of Daily Retro is still being made. When it is ready, you will find here:
        </p>
        <ul className="mt-7 grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {items.map(({ icon: Icon, title: itemTitle, text }) => (
            <li key={itemTitle} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-foreground">{itemTitle}</span>
                <span className="mt-0.5 block text-muted-foreground text-sm leading-snug">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 px-1">
        <p className="max-w-md text-muted-foreground text-sm">
          {note ?? 'Everything you write later will stay private to you.'}
        </p>
        <Link href="/" className={buttonClasses('secondary')}>
          Back to home
        </Link>
      </div>
    </>
  );
}
