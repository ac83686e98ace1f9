import { LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Section } from '#client/components/ui/page-header';
import { WhenNear } from '#client/components/ui/when-near';
import { useLogout, useUser } from '#client/features/auth';
import { useCustomization } from '#client/features/gamification';
import { lazyOptional } from '#client/lib/lazy-optional';
import { AccountToolsUnavailable } from './account-tools-unavailable';

const AccountTools = lazyOptional(
  () => import('./account-tools').then((module) => module.AccountTools),
  AccountToolsUnavailable,
);

/** Settings → Account: who is signed in, password, sessions, export and import, deletion. */
export function AccountSection() {
  const { data: user } = useUser();
  const logout = useLogout();
  const customization = useCustomization();
  const [, navigate] = useLocation();

  return (
    <Section id="account-heading" title="Account" description="Your password, your devices and your data.">
      <div className="grid divide-y divide-border [&>*]:py-6 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft font-semibold text-accent-strong text-xl uppercase"
            >
              {customization.data?.avatar ?? user?.username.slice(0, 1)}
            </span>
            <div className="min-w-0">
              <p className="truncate font-medium text-foreground">
                {customization.data?.displayName ?? user?.username}
              </p>
              <p className="truncate text-muted-foreground text-sm">
                {customization.data?.displayName ? `${user?.username} · ` : ''}
                {user?.email ?? 'No email address'}
              </p>
            </div>
          </div>
          <Button
            variant="secondary"
            busy={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, { onSuccess: () => navigate('/auth', { replace: true }) })
            }
          >
            {logout.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
            Sign out
          </Button>
        </div>
        <WhenNear placeholder={<div className="min-h-96" />}>
          <AccountTools timeZone={user?.timezone} />
        </WhenNear>
      </div>
    </Section>
  );
}
