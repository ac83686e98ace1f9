// The rooms of the frame's lazily loaded parts, drawn until their code (and the user) are there, and in
// the prerendered page shells: the same size and look, so nothing moves when the parts arrive.
import { Logo } from '#client/components/ui/logo';

/** The side navigation's room, with the app's name, until its code and the user are there. */
export function SideNavPlaceholder() {
  return (
    <div className="sticky top-0 hidden h-dvh w-60 shrink-0 border-border border-r bg-surface/70 md:block lg:w-64 print:hidden">
      <div className="px-5 pt-6 pb-2">
        <Logo />
      </div>
    </div>
  );
}

/** The phone's top bar, the same height and mark, until its code is there. */
export function MobileHeaderPlaceholder() {
  return (
    <div className="sticky top-0 z-20 border-border/80 border-b bg-background/90 pt-[env(safe-area-inset-top)] md:hidden print:hidden">
      <div className="flex h-14 items-center pl-4">
        <Logo compact />
      </div>
    </div>
  );
}

/** The phone's bottom bar, empty, until its code and the user (an administrator's items) are there. */
export function BottomNavPlaceholder() {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] md:hidden print:hidden">
      <div className="h-16" />
    </div>
  );
}
