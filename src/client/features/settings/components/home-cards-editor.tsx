import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#client/lib/cn';
import type { HomeCard } from '#contract/constants';
import {
  type EditableCard,
  editableCards,
  HOME_CARD_LABELS,
  moveCard,
  shownCards,
  toggleCard,
} from '../lib/home-card-editing';

const iconButton =
  'grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-foreground/[0.06] hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-30';

/** Which home cards show, and in what order: a checkbox and up/down buttons per card. */
export function HomeCardsEditor({
  value,
  onChange,
}: {
  value: readonly HomeCard[];
  onChange: (homeCards: HomeCard[]) => void;
}) {
  // Hidden cards keep their place in this list while the page is open, so showing one again puts it back.
  const [cards, setCards] = useState(() => editableCards(value));

  function change(next: EditableCard[]) {
    setCards(next);
    onChange(shownCards(next));
  }

  return (
    <fieldset>
      <legend className="font-medium text-foreground text-sm">Home cards</legend>
      <p className="text-muted-foreground text-sm">Choose the cards home shows, and their order.</p>
      <ol className="mt-3 grid gap-2">
        {cards.map((card, index) => {
          const label = HOME_CARD_LABELS[card.id];
          return (
            <li
              key={card.id}
              className={cn(
                'flex items-center gap-3 rounded-xl border px-3 py-0.5',
                card.shown ? 'border-border bg-surface' : 'border-dashed border-border bg-transparent',
              )}
            >
              <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={card.shown}
                  onChange={() => change(toggleCard(cards, card.id))}
                  className="size-4 accent-[var(--accent)]"
                />
                <span className={card.shown ? 'text-foreground' : 'text-muted-foreground'}>{label}</span>
              </label>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${label} up`}
                disabled={index === 0}
                onClick={() => change(moveCard(cards, index, -1))}
              >
                <ChevronUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${label} down`}
                disabled={index === cards.length - 1}
                onClick={() => change(moveCard(cards, index, 1))}
              >
                <ChevronDown aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
