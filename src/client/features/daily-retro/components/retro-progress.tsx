import { GalleryHorizontal, Rows3 } from 'lucide-react';
import type { RetroLayout } from './use-retro-layout';

/** How many of the retro's fields are answered, and the choice of one step at a time or all at once. */
export function RetroProgress({
  done,
  total,
  layout,
  onLayoutChange,
}: {
  done: number;
  total: number;
  layout: RetroLayout;
  onLayoutChange: (layout: RetroLayout) => void;
}) {
  return (
    // One row on a phone too: the bar, the count and the layout toggle (icons there, words from 640 px).
    <div className="flex items-center justify-between gap-3">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div
          className="h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-foreground/10"
          role="progressbar"
          aria-label="Answered"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
        >
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-300"
            style={{ width: `${(done / total) * 100}%` }}
          />
        </div>
        <span className="shrink-0 text-muted-foreground text-sm">
          {done} of {total} answered
        </span>
      </div>
      <LayoutToggle layout={layout} onChange={onLayoutChange} />
    </div>
  );
}

const LAYOUTS: ReadonlyArray<{ value: RetroLayout; label: string; Icon: typeof Rows3 }> = [
  { value: 'steps', label: 'One at a time', Icon: GalleryHorizontal },
  { value: 'all', label: 'All on one page', Icon: Rows3 },
];

function LayoutToggle({
  layout,
  onChange,
}: {
  layout: RetroLayout;
  onChange: (layout: RetroLayout) => void;
}) {
  return (
    <fieldset className="flex shrink-0 rounded-xl border border-border bg-surface p-0.5 text-sm">
      <legend className="sr-only">Layout</legend>
      {LAYOUTS.map((option) => (
        <label key={option.value} className="relative text-center">
          <input
            type="radio"
            name="retro-layout"
            value={option.value}
            checked={layout === option.value}
            onChange={() => onChange(option.value)}
            className="peer sr-only"
          />
          <span className="grid size-11 cursor-pointer place-items-center rounded-lg text-muted-foreground transition-colors peer-checked:bg-accent-soft peer-checked:font-medium peer-checked:text-accent-strong peer-focus-visible:outline-2 peer-focus-visible:outline-ring sm:block sm:size-auto sm:px-3 sm:py-1.5 sm:pointer-coarse:py-3">
            <option.Icon aria-hidden="true" className="size-5 sm:hidden" />
            <span className="sr-only sm:not-sr-only">{option.label}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
