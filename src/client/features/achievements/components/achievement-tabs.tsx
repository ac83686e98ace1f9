import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '#client/lib/cn';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/**
 * A segmented control with tab semantics: arrow keys (and Home, End) move between the tabs and show
 * each at once, only the chosen tab is in the Tab order, and each tab is at least 44 px tall.
 */
export function AchievementTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-2xl border border-border bg-foreground/[0.04] p-1"
    >
      {tabs.map((tab) => {
        const current = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={current}
            // Only the chosen panel is in the page.
            aria-controls={current ? panelId(tab.id) : undefined}
            tabIndex={current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              'h-11 min-w-0 truncate rounded-xl px-2 font-medium text-sm transition-colors',
              'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
              current
                ? 'bg-surface text-accent-strong shadow-sm ring-1 ring-accent/40'
                : 'text-muted-foreground hover:bg-foreground/[0.05] hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export const tabId = (id: string) => `achievements-tab-${id}`;
export const panelId = (id: string) => `achievements-panel-${id}`;

/** The panel of one tab, labelled by it. Only the chosen panel is rendered. */
export function TabPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} className="mt-6 outline-none">
      {children}
    </div>
  );
}
