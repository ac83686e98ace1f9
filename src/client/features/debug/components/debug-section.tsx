import type { ReactNode } from 'react';

/** A titled card of the debug page. */
export function DebugSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-border bg-surface p-5 shadow-xs sm:p-7"
    >
      <h2 id={id} className="font-semibold text-foreground text-lg">
        {title}
      </h2>
      {description ? (
        <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{description}</p>
      ) : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
