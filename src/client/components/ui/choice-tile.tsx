import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

interface ChoiceTileProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** A click on the tile (a pointer's has `event.detail` > 0; the arrow keys' have 0). */
  onClick?: (event: MouseEvent<HTMLInputElement>) => void;
  /** The tile's own layout, plus its look when chosen and when not. */
  className: string;
  checkedClassName: string;
  uncheckedClassName: string;
  /** A colour of the tile's own (a mood's), say. */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * One option of a radio group drawn as a tile: the whole tile takes the click, the arrow keys move
 * between tiles as between radios, and the focus ring is drawn around the tile.
 */
export function ChoiceTile({
  name,
  value,
  checked,
  onChange,
  onClick,
  className,
  checkedClassName,
  uncheckedClassName,
  style,
  children,
}: ChoiceTileProps) {
  return (
    <label
      style={style}
      className={cn(
        'relative cursor-pointer transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
        className,
        checked ? checkedClassName : uncheckedClassName,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        onClick={onClick}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
      />
      {children}
    </label>
  );
}
