import { Award, Link2, UserPlus, Users } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function ReferralPage() {
  return (
    <PlannedPage
      eyebrow="Share"
      title={PAGES.referral.title}
      description="Share Daily Retro with someone who would like a calmer end to their day."
      items={[
        {
          icon: Link2,
          title: 'Your invite link',
          text: 'A personal link to send to friends, so they can create their own account.',
        },
        {
          icon: UserPlus,
          title: 'Easy to join',
          text: 'Your code is filled in for them when they sign up.',
        },
        {
          icon: Users,
          title: 'Who joined',
          text: 'See when a friend signs up with your link. Never what they write.',
        },
        {
          icon: Award,
          title: 'A badge',
          text: 'Your first referral earns a badge.',
        },
      ]}
    />
  );
}
