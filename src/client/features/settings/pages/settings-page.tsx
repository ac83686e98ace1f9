import { MessageSquareHeart, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button';
import { PageHeader, Section } from '#client/components/ui/page-header';
import { useUser } from '#client/features/auth';
import { PAGES } from '#client/lib/route-table';
import { AccountSection } from '../components/account-section';
import { ActivitiesSection } from '../components/activities-section';
import { CustomizationSection } from '../components/customization-section';
import { LanguageChoice } from '../components/language-choice';
import { RemindersSection } from '../components/reminders-section';
import { ThemeChoice } from '../components/theme-choice';
import { WeekStartChoice } from '../components/week-start-choice';

export function SettingsPage() {
  const { data: user } = useUser();

  return (
    <>
      <PageHeader savedData title={PAGES.settings.title} description={PAGES.settings.description} />
      <div className="grid gap-6">
        <RemindersSection />
        {user ? <CustomizationSection username={user.username} /> : null}
        <ActivitiesSection />
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

        <Section
          id="week-start-heading"
          title="First day of the week"
          description="Weekly progress and weekly reports run from this day."
        >
          <WeekStartChoice />
        </Section>

        <Section
          id="share-heading"
          title="Feedback and invitations"
          description="Tell the team what to fix or keep, or invite someone to reflect with you."
        >
          <div className="flex flex-wrap gap-2">
            <Link href={PAGES.feedback.path} className={buttonClasses('secondary', 'lg')}>
              <MessageSquareHeart aria-hidden="true" className="size-4" />
              Send feedback
            </Link>
            <Link href={PAGES.referral.path} className={buttonClasses('secondary', 'lg')}>
              <UserPlus aria-hidden="true" className="size-4" />
              Invite a friend
            </Link>
          </div>
        </Section>

        <AccountSection />
      </div>
    </>
  );
}
