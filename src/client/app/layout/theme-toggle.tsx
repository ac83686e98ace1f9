import { MoonIcon, SunIcon } from '#client/components/ui/icons';
import { cn } from '#client/lib/cn';
import { themeStore, useTheme } from '#client/lib/theme';
import { toast } from '#client/lib/toast-store';
import { THEME_TOASTS } from '#contract/constants';

/** Switches between dark and light, and says so in a toast. */
export function ThemeToggle({ className }: { className?: string }) {
  const { resolved } = useTheme();
  const nextLabel = resolved === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  const Icon = resolved === 'dark' ? SunIcon : MoonIcon;

  return (
    <button
      type="button"
      onClick={() => {
        const next = themeStore().toggle();
        toast(THEME_TOASTS[next]);
      }}
      aria-label={nextLabel}
      title={nextLabel}
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-xl text-muted-foreground transition-colors',
        'hover:bg-foreground/[0.06] hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Icon className="size-5" />
    </button>
  );
}
