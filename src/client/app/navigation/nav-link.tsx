import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { hrefFor, isCurrentTarget, type NavTarget } from './nav-model';

/** A link to a navigation target, marked aria-current="page" while that page is shown. */
export function NavLink({
  target,
  className,
  onNavigate,
  children,
}: {
  target: NavTarget;
  className: (current: boolean) => string;
  onNavigate?: () => void;
  children: (current: boolean) => ReactNode;
}) {
  const [location] = useLocation();
  const current = isCurrentTarget(target, location);
  return (
    <Link
      href={hrefFor(target)}
      aria-current={current ? 'page' : undefined}
      className={className(current)}
      onClick={onNavigate}
    >
      {children(current)}
    </Link>
  );
}
