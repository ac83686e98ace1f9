import type { ReactNode } from 'react';

/** A two-column list of facts: hold `Fact` rows. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-border text-sm">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0 sm:grid sm:grid-cols-[11rem_1fr]">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium text-foreground sm:text-left">{children}</dd>
    </div>
  );
}

/** A small coloured label for a yes/no or state value. */
export function StatusPill({ tone, children }: { tone: 'good' | 'warn' | 'muted'; children: ReactNode }) {
  const tones = {
    good: 'bg-accent-soft text-accent-strong',
    warn: 'bg-danger-soft text-danger',
    muted: 'bg-foreground/[0.06] text-muted-foreground',
  } as const;
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export function YesNo({ value }: { value: boolean }) {
  return value ? <StatusPill tone="good">Yes</StatusPill> : <StatusPill tone="muted">No</StatusPill>;
}
