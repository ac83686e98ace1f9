import { ChevronDown } from 'lucide-react';
import { createContext, type ReactNode, Suspense, useContext, useId, useState } from 'react';
import { cn } from '#client/lib/cn';
import { browserStorage } from '#client/lib/storage-reset';
import { rememberedOpenSections, rememberSection } from '../lib/open-sections';

/** True while the report is being printed: every section is open then, whatever the person chose. */
export const PrintEverySection = createContext(false);

/**
 * A part of the report a person opens: a heading whose button says whether it is open
 * (aria-expanded), closed until the person opens it, so the first screen is the summary; one they
 * left open is open on their next visit (remembered on the device). What it shows is rendered, and
 * its code fetched (a lazy component in `children`), only once it is opened or printed.
 */
export function ReportSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const printing = useContext(PrintEverySection);
  const [open, setOpen] = useState(() => rememberedOpenSections(browserStorage('localStorage')).has(id));
  const bodyId = useId();
  const shown = open || printing;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 print:col-span-2"
      data-report-section={id}
    >
      <h2 id={`${id}-heading`} className="print:hidden">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={bodyId}
          onClick={() => {
            rememberSection(browserStorage('localStorage'), id, !open);
            setOpen(!open);
          }}
          className="flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl border border-border bg-surface px-5 py-3 text-left shadow-sm hover:bg-foreground/[0.03] focus-visible:outline-2 focus-visible:outline-accent"
        >
          <span className="min-w-0">
            <span className="block font-semibold text-foreground text-lg">{title}</span>
            <span className="block text-muted-foreground text-sm">{description}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-muted-foreground transition-transform',
              shown && 'rotate-180',
            )}
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!shown} className="grid grid-cols-1 gap-6 print:grid-cols-2 print:gap-3">
        {shown ? (
          <Suspense
            fallback={
              <p
                role="status"
                className="py-6 text-center text-muted-foreground text-sm"
                data-section-loading=""
              >
                Loading…
              </p>
            }
          >
            {children}
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
