import { cn } from '#client/lib/cn';
import { useOnline } from '#client/lib/online-status';
import { WifiOffIcon } from './icons';

export const SAVED_DATA_TEXT = 'Offline — showing what was saved';

/**
 * Under a page's heading while there is no connection: what the page shows is the copy kept on this
 * device (decision record 044), brought up to date by itself when the connection returns. Nothing at all while
 * online (no empty live region); announced politely when it appears. Every main screen shows it.
 */
export function SavedDataNote({ className }: { className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className={cn(
        'mb-6 inline-flex max-w-full items-center gap-2 rounded-full border border-border bg-surface px-3.5 py-1.5 text-foreground text-sm shadow-xs',
        className,
      )}
    >
      <WifiOffIcon className="size-4 shrink-0 text-muted-foreground" />
      <span>{SAVED_DATA_TEXT}</span>
    </p>
  );
}
