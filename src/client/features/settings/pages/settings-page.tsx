import { BellRing, LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { PAGES } from '../../../app/route-table';
import { Button } from '../../../components/ui/button';
import { PageHeader, Section } from '../../../components/ui/page-header';
import { useLogout } from '../../auth/api/use-logout';
import { useUser } from '../../auth/api/use-user';
import { useCustomization } from '../../gamification/api/use-customization';
import { CustomizationSection } from '../components/customization-section';
import { LanguageChoice } from '../components/language-choice';
import { ThemeChoice } from '../components/theme-choice';

export function SettingsPage() {
  const { data: user } = useUser();
  const logout = useLogout();
  const customization = useCustomization();
  const [, navigate] = useLocation();

  return (
    <>
      <PageHeader title={PAGES.settings.title} description="Make Daily Retro look and feel like yours." />
      <div className="grid gap-6">
        {user ? <CustomizationSection username={user.username} /> : null}
        <Section
          id="appearance-heading"
          title="Theme"
          description="Light, dark, or the same as your device. The moon and sun button switches quickly between light and dark."
        >
          <ThemeChoice />
        </Section>

        <Section
          id="language-heading"
          title="Language"
          description="Daily Retro is written in English. Pages read left to right."
        >
          <LanguageChoice />
        </Section>

        <Section id="reminders-heading" title="Reminders">
          <p className="flex items-start gap-3 text-muted-foreground leading-relaxed">
            <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
            Choosing a daily reminder time and adding your retro to your calendar will be added here in a
            later update.
          </p>
        </Section>

        <Section id="account-heading" title="Account">
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
        </Section>
      </div>
    </>
  );
}
