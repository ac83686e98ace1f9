import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { ChoiceTile } from '#client/components/ui/choice-tile';

/** A small set to pick from; any other emoji can be typed. */
export const AVATAR_EMOJI = [
  '😊',
  '😄',
  '🙂',
  '😎',
  '🤓',
  '🧘',
  '🌱',
  '🌻',
  '🌙',
  '☀️',
  '⭐',
  '🔥',
  '🌊',
  '🍀',
  '🦊',
  '🐻',
  '🐼',
  '🦉',
  '🐢',
  '🐙',
  '🎨',
  '📚',
  '☕',
  '🚀',
] as const;

/** The emoji avatar: one of the set, any emoji typed in, or none (the username's first letter). */
export function AvatarChoice({
  value,
  onChange,
  busy,
}: {
  value: string | null;
  onChange: (avatar: string | null) => void;
  busy: boolean;
}) {
  const [typed, setTyped] = useState('');
  return (
    <div>
      <fieldset>
        <legend className="font-medium text-foreground text-sm">Avatar</legend>
        <div className="mt-3 grid grid-cols-6 gap-1.5 sm:grid-cols-12">
          {AVATAR_EMOJI.map((emoji) => {
            const checked = value === emoji;
            return (
              <ChoiceTile
                key={emoji}
                name="avatar"
                value={emoji}
                checked={checked}
                onChange={() => onChange(emoji)}
                className="grid aspect-square place-items-center rounded-xl border text-2xl"
                checkedClassName="border-accent bg-accent-soft"
                uncheckedClassName="border-transparent hover:bg-foreground/[0.05]"
              >
                {emoji}
              </ChoiceTile>
            );
          })}
        </div>
      </fieldset>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const emoji = typed.trim();
          if (emoji) onChange(emoji);
        }}
      >
        <label className="block">
          <span className="text-muted-foreground text-sm">Or type any emoji</span>
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={16}
            className="mt-1.5 block h-11 w-28 rounded-xl border border-input bg-surface px-3 text-center text-xl text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
        </label>
        <Button type="submit" variant="secondary" disabled={busy || typed.trim() === ''}>
          Use this emoji
        </Button>
        {value ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => onChange(null)}>
            Remove avatar
          </Button>
        ) : null}
      </form>
    </div>
  );
}
