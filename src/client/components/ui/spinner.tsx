import { cn } from '#client/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn('size-5 animate-spin motion-reduce:animate-none', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Full-area spinner shown while a page or data loads; `inline` fills the content area, not the screen. */
export function PageSpinner({ label = 'Loading…', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3',
        // Inside the app a page usually arrives within a blink: the spinner only fades in if it does not.
        inline ? 'min-h-[50dvh] animate-spinner-in' : 'min-h-dvh',
      )}
    >
      <Spinner className="size-7 text-accent" />
      <span className="text-muted-foreground text-sm">{label}</span>
    </div>
  );
}
