import type { ComponentType, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

interface EmptyStateProps {
  /** A list, a page or a search with nothing to show yet: what it is, in a few words. */
  title: string;
  /** What will appear here, or what to try instead. */
  children?: ReactNode;
  icon?: ComponentType<{ className?: string }>;
  /** The way forward (a button or a link), when there is one. */
  action?: ReactNode;
  /** 'page' for a screen's main list; 'inline' for a list inside a section or an admin table. */
  size?: 'page' | 'inline';
  className?: string;
}

/**
 * Where a list would be, with nothing in it: a dashed outline (there is no card yet), a title and a
 * sentence on what comes here. Every screen's empty list looks the same.
 */
export function EmptyState({
  title,
  children,
  icon: Icon,
  action,
  size = 'page',
  className,
}: EmptyStateProps) {
  const page = size === 'page';
  return (
    <div
      className={cn(
        'border border-border border-dashed text-center',
        page ? 'rounded-3xl px-6 py-12' : 'rounded-2xl px-5 py-8',
        className,
      )}
    >
      {Icon ? (
        <span
          aria-hidden="true"
          className={cn(
            'mx-auto grid place-items-center rounded-full bg-accent-soft text-accent-strong',
            page ? 'mb-4 size-14' : 'mb-3 size-10',
          )}
        >
          <Icon className={page ? 'size-6' : 'size-5'} />
        </span>
      ) : null}
      <p className={page ? 'font-serif text-2xl text-foreground' : 'font-medium text-foreground'}>{title}</p>
      {children ? (
        <p className={cn('mx-auto max-w-md text-muted-foreground', page ? 'mt-2' : 'mt-1 text-sm')}>
          {children}
        </p>
      ) : null}
      {action ? <div className={page ? 'mt-6' : 'mt-4'}>{action}</div> : null}
    </div>
  );
}
