import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** An on/off setting: the whole row is the label, the track shows the state (role="switch"). */
export function Switch({ label, description, checked, disabled, busy, onChange, className }: SwitchProps) {
  return (
    <label
      className={cn(
        'flex min-h-11 items-start justify-between gap-4',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        className,
      )}
    >
      <span>
        <span className="block font-medium text-foreground text-sm">{label}</span>
        {description ? (
          <span className="mt-0.5 block text-muted-foreground text-sm">{description}</span>
        ) : null}
      </span>
      {/* The input lies over the track: the track is what is seen and clicked, the row is its label. */}
      <span className="relative mt-0.5 h-6 w-11 shrink-0">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-busy={busy || undefined}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-[inherit] appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none block h-6 w-11 rounded-full bg-input transition-colors peer-checked:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 motion-reduce:after:transition-none"
        />
      </span>
    </label>
  );
}
