import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-accent-contrast shadow-sm hover:bg-accent-hover',
  secondary: 'border border-border bg-surface text-foreground shadow-xs hover:bg-foreground/[0.04]',
  ghost: 'text-foreground hover:bg-foreground/[0.06]',
};

const SIZES: Record<Size, string> = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-5 text-base',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 rounded-xl font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner, disables the button and marks it busy. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {busy ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
