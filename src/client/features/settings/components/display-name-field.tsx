import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { DISPLAY_NAME_MAX_LENGTH } from '#contract/constants';

/** The name home greets the user by; empty means the username. */
export function DisplayNameField({
  value,
  username,
  onSave,
  busy,
}: {
  value: string | null;
  username: string;
  onSave: (displayName: string | null) => void;
  busy: boolean;
}) {
  const [name, setName] = useState(value ?? '');
  const unchanged = name.trim() === (value ?? '');
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(name.trim() || null);
      }}
    >
      <label className="block min-w-0 flex-1 basis-60">
        <span className="font-medium text-foreground text-sm">Display name</span>
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          placeholder={username}
          autoComplete="nickname"
          className="mt-1.5 block h-11 w-full rounded-xl border border-input bg-surface px-3 text-foreground placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-ring"
        />
      </label>
      <Button type="submit" variant="secondary" disabled={busy || unchanged}>
        Save name
      </Button>
    </form>
  );
}
