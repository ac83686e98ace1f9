import { Bug, Lightbulb, MessageSquareHeart, UserRound } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function FeedbackPage() {
  return (
    <PlannedPage
      eyebrow="Share"
      title={PAGES.feedback.title}
      description="Tell the people who make Daily Retro what works for you and what doesn't."
      items={[
        {
          icon: MessageSquareHeart,
          title: 'Send a message',
          text: 'A short note, in your own words, straight to the team.',
        },
        {
          icon: Lightbulb,
          title: 'Ideas',
          text: 'Suggest a question, a feature or a better way to do something.',
        },
        {
          icon: Bug,
          title: 'Problems',
          text: "Report something that isn't working the way it should.",
        },
        {
          icon: UserRound,
          title: 'Read by a person',
          text: "Every message lands in the team's feedback inbox.",
        },
      ]}
    />
  );
}
