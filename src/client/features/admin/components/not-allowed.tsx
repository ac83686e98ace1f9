import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button';

/** Shown instead of an admin page to anyone who is not an administrator. */
export function NotAllowed() {
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-foreground/[0.06] text-muted-foreground">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-6 font-medium text-accent-strong text-sm uppercase tracking-wider">Admins only</p>
      <h1 className="mt-3 font-serif text-3xl text-foreground sm:text-4xl">Not allowed</h1>
      <p className="mt-4 max-w-sm text-muted-foreground leading-relaxed">
        This page is part of the admin area, and your account is not an administrator. Nothing here is about
        your own data.
      </p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
