import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '#client/lib/cn';

export interface AuthTab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/** Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs. */
export function AuthTabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: ReadonlyArray<AuthTab<K>>;
  selected: K;
  onSelect: (key: K) => void;
  label: string;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());

  function focusTab(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl bg-foreground/[0.05] p-1"
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.key, node);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={active ? `${baseId}-panel-${tab.key}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cn(
                'h-11 rounded-lg font-medium text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1',
                active
                  ? 'bg-surface-raised text-foreground shadow-sm dark:bg-foreground/[0.12]'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.key === selected ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${baseId}-panel-${tab.key}`}
            aria-labelledby={`${baseId}-tab-${tab.key}`}
            className="pt-6"
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
