import { Activity, CalendarDays, Users } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function AdminCustomersPage() {
  return (
    <PlannedPage
      title={PAGES.adminCustomers.title}
      description="Who uses Daily Retro: accounts, sign-up dates and how active they are."
      items={[
        { icon: Users, title: 'Accounts', text: 'Every account with its username, role and sign-up date.' },
        {
          icon: CalendarDays,
          title: 'Last active',
          text: 'When each person last finished a retro or wrote.',
        },
        {
          icon: Activity,
          title: 'Counts only',
          text: 'Numbers of retros and entries, never their contents.',
        },
      ]}
      note="Administrators see counts and dates here, never anyone's journal or retro answers."
    />
  );
}
