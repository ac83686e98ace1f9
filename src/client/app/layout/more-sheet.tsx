import { useId } from 'react';
import { XIcon } from '#client/components/ui/icons';
import { NativeDialog } from '#client/components/ui/native-dialog';
import { useNavBadges } from '../navigation/nav-badges';
import { NavItemLink } from '../navigation/nav-item';
import type { NavItem } from '../navigation/nav-model';

/** The phone's list of every destination that is not on the bottom bar, as a sheet from the bottom. */
export function MoreSheet({ items, onClose }: { items: readonly NavItem[]; onClose: () => void }) {
  const badges = useNavBadges();
  const titleId = useId();
  return (
    <NativeDialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className="mx-0 mt-auto mb-0 w-full max-w-none animate-sheet-in"
    >
      <div className="rounded-t-3xl border-border border-t bg-surface px-4 pt-3 pb-[calc(env(safe-area-inset-bottom)+1.25rem)] shadow-2xl">
        <div aria-hidden="true" className="mx-auto h-1 w-10 rounded-full bg-foreground/15" />
        <div className="mt-3 flex items-center justify-between px-1">
          <h2 id={titleId} className="font-semibold text-foreground text-lg">
            More
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="grid size-10 place-items-center rounded-xl text-muted-foreground hover:bg-foreground/[0.06] hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <XIcon className="size-5" />
          </button>
        </div>
        <nav aria-label="More pages" className="mt-3">
          <ul className="grid grid-cols-2 gap-2">
            {items.map((item) => (
              <li key={item.target}>
                <NavItemLink
                  item={item}
                  place="sheet"
                  badged={badges.has(item.target)}
                  onNavigate={onClose}
                />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </NativeDialog>
  );
}
