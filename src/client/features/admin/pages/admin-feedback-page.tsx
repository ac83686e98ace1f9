import { Clock, Inbox, Tag } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function AdminFeedbackPage() {
  return (
    <PlannedPage
      title={PAGES.adminFeedback.title}
      description="Messages people send from the feedback page, newest first."
      items={[
        {
          icon: Inbox,
          title: 'Every message',
          text: 'The full text of each piece of feedback, with its date.',
        },
        { icon: Tag, title: 'Ideas and problems', text: 'See at a glance which messages report a problem.' },
        {
          icon: Clock,
          title: 'Handled or open',
          text: 'Mark a message as handled once it has been dealt with.',
        },
      ]}
      note="Feedback is the only writing of users that administrators read, because it is written for them."
    />
  );
}
