const BAR_BUTTON =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-xl px-3 font-semibold text-background text-sm underline-offset-4 hover:bg-background/15 hover:underline focus-visible:outline-2 focus-visible:outline-background disabled:opacity-70';

/** Said once an entry is deleted, with the way to bring it back at once. */
export function DeletedEntryBar({
  busy,
  onUndo,
  onDismiss,
}: {
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="mb-6 flex items-center justify-between gap-4 rounded-2xl bg-foreground px-5 py-3 text-background"
    >
      <span>Entry deleted</span>
      {/* Its own colours, not a button variant's: the bar is dark on light and light on dark. */}
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={BAR_BUTTON}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={onUndo}
        >
          Undo
        </button>
        <button type="button" className={`${BAR_BUTTON} font-normal`} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
