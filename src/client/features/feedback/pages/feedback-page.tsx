import { PageHeader } from '#client/components/ui/page-header';
import { PAGES } from '#client/lib/route-table';
import { FeedbackForm } from '../components/feedback-form';
import { MyFeedbackList } from '../components/my-feedback-list';

export function FeedbackPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={PAGES.feedback.eyebrow}
        title={PAGES.feedback.title}
        description={PAGES.feedback.description}
      />
      <FeedbackForm />
      <section aria-labelledby="my-feedback-heading" className="mt-10">
        <h2 id="my-feedback-heading" className="mb-4 font-serif text-2xl text-foreground">
          Your feedback
        </h2>
        <MyFeedbackList />
      </section>
    </div>
  );
}
