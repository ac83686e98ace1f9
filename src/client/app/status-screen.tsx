import type { ReactNode } from 'react';
import { Spinner } from '#client/components/ui/spinner';

/** A centred, full-height message: loading states and errors that replace a whole page. */
export function StatusScreen({
  title,
  children,
  busy = false,
  role,
  icon,
}: {
  title: string;
  children?: ReactNode;
  busy?: boolean;
  icon?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-6 py-12">
      <div
        role={role}
        aria-live={role ? undefined : 'polite'}
        className="grid max-w-sm justify-items-center gap-4 text-center"
      >
        {busy ? <Spinner className="size-7 text-accent" /> : icon}
        <h1 className={busy ? 'text-base text-muted-foreground' : 'font-semibold text-foreground text-xl'}>
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}
