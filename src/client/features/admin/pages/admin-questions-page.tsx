import { PageHeader, Section } from '#client/components/ui/page-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api-client';
import { PAGES } from '#client/lib/route-table';
import { toast } from '#client/lib/toast-store';
import { QUESTION_CATEGORIES } from '#contract/constants';
import { useAddQuestion, useAdminQuestions } from '../api/admin-questions';
import { QuestionForm } from '../components/question-form';
import { QuestionRow } from '../components/question-row';

export function AdminQuestionsPage() {
  const questions = useAdminQuestions();
  const add = useAddQuestion();
  const items = questions.data?.items ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title={PAGES.adminQuestions.title} description={PAGES.adminQuestions.description} />
      <Section id="add-question" title="Add a question">
        <QuestionForm
          initial={{ category: 'Regular', text: '' }}
          submitLabel="Add"
          onSubmit={async (value) => {
            await add.mutateAsync(value);
            toast({ title: 'Question added' });
          }}
        />
      </Section>
      {questions.isPending ? (
        <PageSpinner inline label="Loading questions…" />
      ) : questions.isError ? (
        <p role="alert">{errorMessage(questions.error)}</p>
      ) : (
        QUESTION_CATEGORIES.map((category) => {
          const inCategory = items.filter((q) => q.category === category);
          const active = inCategory.filter((q) => q.active).length;
          return (
            <Section
              key={category}
              id={`category-${category}`}
              title={category}
              description={`${active} in use${inCategory.length > active ? `, ${inCategory.length - active} retired` : ''}`}
            >
              {inCategory.length === 0 ? (
                <p className="text-muted-foreground">No questions in this category yet.</p>
              ) : (
                <ul className="divide-y divide-border">
                  {inCategory.map((question) => (
                    <QuestionRow key={question.id} question={question} />
                  ))}
                </ul>
              )}
            </Section>
          );
        })
      )}
    </div>
  );
}
