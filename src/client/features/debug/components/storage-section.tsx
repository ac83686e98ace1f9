import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { CacheSummary, StoredEntry } from '../lib/debug-facts';
import { DebugSection } from './debug-section';
import { StatusPill } from './fact-list';

export function CachesSection({
  caches,
  clearing,
  onClear,
}: {
  caches: CacheSummary[] | undefined;
  clearing: boolean;
  onClear: () => void;
}) {
  return (
    <DebugSection
      id="debug-caches"
      title="Caches"
      description="Cache Storage on this device. Clearing removes asset, static, image, font and style caches and stored entries other than sign-in, preferences, language and theme."
    >
      {caches === undefined ? (
        <p className="text-muted-foreground text-sm">Reading…</p>
      ) : caches.length === 0 ? (
        <p className="text-muted-foreground text-sm">No caches on this device.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {caches.map((cache) => (
            <li
              key={cache.name}
              className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
            >
              <span className="min-w-0 break-all font-mono text-foreground text-xs sm:text-sm">
                {cache.name}
              </span>
              <StatusPill tone="muted">
                {cache.entries} {cache.entries === 1 ? 'entry' : 'entries'}
              </StatusPill>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-5" busy={clearing} onClick={onClear}>
        {clearing ? null : <Trash2 aria-hidden="true" className="size-4" />}
        Clear caches
      </Button>
    </DebugSection>
  );
}

export function StoredSection({ entries }: { entries: StoredEntry[] }) {
  return (
    <DebugSection
      id="debug-storage"
      title="Stored on this device"
      description="Local storage keys. Only the app's own settings show their values; nothing that could identify a session is shown."
    >
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nothing stored.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {entries.map((entry) => (
            <li
              key={entry.key}
              className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[16rem_1fr] sm:gap-4"
            >
              <span className="min-w-0 break-all font-mono text-foreground text-xs sm:text-sm">
                {entry.key}
              </span>
              <span className="min-w-0 break-all text-muted-foreground">
                {entry.value === null ? <StatusPill tone="muted">hidden</StatusPill> : entry.value}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DebugSection>
  );
}
