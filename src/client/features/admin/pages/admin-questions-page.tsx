import { FolderTree, Library, ListChecks } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function AdminQuestionsPage() {
  return (
    <PlannedPage
      title={PAGES.adminQuestions.title}
      description="The questions behind the library and the daily retro."
      items={[
        { icon: Library, title: 'All questions', text: 'Add, edit and retire questions in the library.' },
        {
          icon: FolderTree,
          title: 'Categories',
          text: 'Spiritual, Relationships, Health, Productivity, Retro and Regular (daily).',
        },
        { icon: ListChecks, title: 'Usage', text: 'How often each question is answered.' },
      ]}
    />
  );
}
