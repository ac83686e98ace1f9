import { Dumbbell, HeartHandshake, Library, Sparkles } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function QuestionsPage() {
  return (
    <PlannedPage
      eyebrow="Explore"
      title={PAGES.questions.title}
      description="Reflection questions grouped by theme, for the days you want to go deeper."
      items={[
        {
          icon: Library,
          title: 'Every question in one place',
          text: 'Browse the questions by category: Spiritual, Relationships, Health, Productivity, Retro and Regular.',
        },
        {
          icon: Sparkles,
          title: 'Your daily set',
          text: 'The Regular questions that make up each daily retro.',
        },
        {
          icon: HeartHandshake,
          title: 'Relationships and spirit',
          text: 'Questions about the people around you and what gives your days meaning.',
        },
        {
          icon: Dumbbell,
          title: 'Health and work',
          text: 'Questions about energy, rest and how you spend your working hours.',
        },
      ]}
    />
  );
}
