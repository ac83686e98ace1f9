import { Check } from 'lucide-react';
import { ChoiceTile } from '#client/components/ui/choice-tile';
import { ACCENT_PALETTE } from '#client/lib/accent-palette';
import { cn } from '#client/lib/cn';
import { useTheme } from '#client/lib/theme';
import { ACCENT_COLORS, type AccentColor } from '#contract/constants';

/** The accent colours as swatches in a radio group (arrow keys move between them). */
export function AccentChoice({
  value,
  onChange,
}: {
  value: AccentColor;
  onChange: (color: AccentColor) => void;
}) {
  const { resolved } = useTheme();
  return (
    <fieldset>
      <legend className="font-medium text-foreground text-sm">Accent colour</legend>
      <div className="mt-3 flex flex-wrap gap-2 sm:gap-3">
        {ACCENT_COLORS.map((color) => {
          const swatch = ACCENT_PALETTE[color];
          const checked = value === color;
          return (
            <ChoiceTile
              key={color}
              name="accent-colour"
              value={color}
              checked={checked}
              onChange={() => onChange(color)}
              className="flex w-16 flex-col items-center gap-1.5 rounded-2xl p-2"
              checkedClassName="bg-accent-soft"
              uncheckedClassName="hover:bg-foreground/[0.04]"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-10 place-items-center rounded-full ring-offset-2 ring-offset-surface',
                  checked ? 'ring-2 ring-foreground' : 'ring-1 ring-border',
                )}
                style={{ backgroundColor: swatch[resolved].accent, color: swatch[resolved].contrast }}
              >
                {checked ? <Check aria-hidden="true" className="size-5" strokeWidth={3} /> : null}
              </span>
              <span
                className={cn('text-xs', checked ? 'font-medium text-foreground' : 'text-muted-foreground')}
              >
                {swatch.label}
              </span>
            </ChoiceTile>
          );
        })}
      </div>
    </fieldset>
  );
}
