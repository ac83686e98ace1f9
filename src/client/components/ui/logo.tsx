import { cn } from '#client/lib/cn';

/** The app mark: a sun settling on the horizon, the moment of the day for a retro. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="16" fill="var(--accent)" />
      <g fill="none" stroke="var(--accent-contrast)" strokeWidth="4" strokeLinecap="round">
        <path d="M20 38a12 12 0 0 1 24 0" />
        <path d="M16 44h32" />
        <path d="M32 18v5M19.5 23.5l3.5 3.5M44.5 23.5 41 27" />
      </g>
    </svg>
  );
}

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center', compact ? 'gap-2' : 'gap-2.5', className)}>
      <LogoMark className={compact ? 'size-7' : 'size-8'} />
      <span className={cn('font-semibold text-foreground tracking-tight', compact ? 'text-base' : 'text-lg')}>
        Daily Retro
      </span>
    </span>
  );
}
