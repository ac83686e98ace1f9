import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

/**
 * How much room a card gives its content:
 * - section: a panel of a screen (a form, a report's part, a settings group);
 * - tile: home's and the reports' cards, a little tighter (home's tile heights are measured with it:
 *   features/home/lib/card-heights.ts);
 * - item: one of a list's cards;
 * - row: a compact line of a list, or a short notice;
 * - flush: the content lays out its own padding (a list with dividers, a header and a body);
 * - inset: a box inside another card, outlined only (it is already on the card's surface).
 */
export type CardVariant = 'section' | 'tile' | 'item' | 'row' | 'flush' | 'inset';

const VARIANTS: Record<CardVariant, string> = {
  section: 'rounded-3xl p-5 sm:p-7',
  tile: 'rounded-3xl p-5 sm:p-6',
  item: 'rounded-2xl p-4 sm:p-5',
  row: 'rounded-2xl px-4 py-3',
  flush: 'rounded-3xl',
  inset: 'rounded-2xl p-4',
};

const SURFACE = 'border border-border bg-surface shadow-xs';

/** A card that is itself a link: it answers the pointer and shows the keyboard's focus. */
const INTERACTIVE =
  'transition-colors hover:bg-foreground/[0.025] focus-visible:outline-2 focus-visible:outline-ring';

/** The app's one card look, for an element that cannot be a `Card` (a router link, say). */
export function cardClasses(
  variant: CardVariant = 'section',
  { interactive = false, className }: { interactive?: boolean; className?: string } = {},
): string {
  return cn(
    variant === 'inset' ? 'border border-border' : SURFACE,
    VARIANTS[variant],
    interactive && INTERACTIVE,
    className,
  );
}

type CardElement = 'div' | 'section' | 'article' | 'li' | 'aside' | 'form';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: CardElement;
  variant?: CardVariant;
}

/** A surface that groups one thing on a screen, raised a little from the page. */
export function Card({ as: Element = 'div', variant = 'section', className, ...props }: CardProps) {
  return <Element className={cardClasses(variant, { className })} {...props} />;
}
