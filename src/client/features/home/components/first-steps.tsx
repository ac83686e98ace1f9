import { Link } from 'wouter';
import { Card } from '#client/components/ui/card';
import { type IconComponent, LibraryIcon, NotebookPenIcon, SunsetIcon } from '#client/components/ui/icons';
import { PAGES } from '#client/lib/route-table';

const STEPS: ReadonlyArray<{ icon: IconComponent; title: string; text: string; href: string }> = [
  {
    icon: SunsetIcon,
    title: "Answer today's retro",
    text: 'A few short questions and a rating for each area of your life. About five minutes.',
    href: PAGES.dailyRetro.path,
  },
  {
    icon: NotebookPenIcon,
    title: 'Write a first entry',
    text: 'A line or a page, whatever is on your mind. It saves as you type.',
    href: PAGES.journal.path,
  },
  {
    icon: LibraryIcon,
    title: 'Browse questions',
    text: 'Prompts about relationships, health, work and meaning, for the days you want to go deeper.',
    href: PAGES.questions.path,
  },
];

/** What a first-time user sees instead of empty cards: three small steps to begin. */
export function FirstSteps() {
  return (
    <Card as="section" aria-labelledby="first-steps-heading">
      <h2 id="first-steps-heading" className="font-semibold text-foreground text-lg">
        Three small steps to begin
      </h2>
      <p className="mt-1 text-muted-foreground">Start with any of them. Each takes only a few minutes.</p>
      <ol className="-mx-3 mt-5 grid gap-1">
        {STEPS.map(({ icon: Icon, title, text, href }, index) => (
          <li key={title}>
            <Link
              href={href}
              className="flex gap-4 rounded-2xl p-3 transition-colors hover:bg-foreground/[0.035] focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-foreground">
                  <span className="text-muted-foreground">{index + 1}. </span>
                  {title}
                </span>
                <span className="mt-0.5 block text-muted-foreground text-sm leading-snug">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
