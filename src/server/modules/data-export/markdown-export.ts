import { LIFE_AREAS, MOOD_LEVELS } from '#contract/constants';
import type { AccountExport } from '#contract/export';
import type { ZipFile } from '#server/lib/zip';

type Entry = AccountExport['journalEntries'][number];
type Retro = AccountExport['retros'][number];
type Mood = AccountExport['moods'][number];
type Feedback = AccountExport['feedback'][number];

interface Day {
  date: string;
  entries: Entry[];
  retro?: Retro;
  mood?: Mood;
}

/** A YAML scalar, quoted whenever it could be read as anything but the plain text it is. */
function yamlString(value: string) {
  return /^[\p{L}\p{N} _.-]+$/u.test(value) &&
    !/^(true|false|null|yes|no|~)$/i.test(value) &&
    !/^[\d.-]/.test(value)
    ? value
    : JSON.stringify(value);
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function frontMatter(day: Day) {
  const tags = [...new Set(day.entries.flatMap((e) => e.tags))];
  const lines = ['---', `date: ${day.date}`];
  if (day.mood) lines.push(`mood: ${MOOD_LEVELS[day.mood.score - 1]}`);
  if (day.retro) lines.push(`retro: ${day.retro.completedAt ? 'completed' : 'started'}`);
  if (day.entries.length > 0) lines.push(`entries: ${day.entries.length}`);
  if (tags.length > 0) lines.push(`tags: [${tags.map(yamlString).join(', ')}]`);
  lines.push('---');
  return lines.join('\n');
}

function retroSection(retro: Retro) {
  const parts = ['## Retro'];
  for (const answer of retro.answers)
    parts.push(`### ${answer.question}`, answer.text.trim() || '_No answer_');
  const rated = LIFE_AREAS.map((area) => retro.ratings.find((r) => r.area === area)).filter(
    (r) => r !== undefined,
  );
  if (rated.length > 0) parts.push('### Ratings', rated.map((r) => `- ${r.area}: ${r.rating}`).join('\n'));
  return parts.join('\n\n');
}

function entrySection(entry: Entry) {
  const parts = [`### ${entry.title?.trim() || 'Untitled entry'}`];
  if (entry.tags.length > 0) parts.push(entry.tags.map((t) => `#${t}`).join(' '));
  parts.push(entry.body.trim() || '_Empty entry_');
  return parts.join('\n\n');
}

function dayMarkdown(day: Day) {
  const parts = [frontMatter(day), `# ${longDate(day.date)}`];
  if (day.mood) {
    const label = MOOD_LEVELS[day.mood.score - 1] ?? String(day.mood.score);
    parts.push(`**Mood:** ${label}${day.mood.note ? ` — ${day.mood.note}` : ''}`);
  }
  if (day.retro) parts.push(retroSection(day.retro));
  if (day.entries.length > 0) parts.push('## Journal', ...day.entries.map(entrySection));
  return `${parts.join('\n\n')}\n`;
}

/**
 * One Markdown file a day (YYYY/YYYY-MM-DD.md) with the day's mood, retro and journal entries, the
 * feedback sent (feedback.md) when there is any, and a README.md that says what the files are.
 */
export function markdownFiles(data: AccountExport): ZipFile[] {
  const days = new Map<string, Day>();
  const day = (date: string) => {
    let found = days.get(date);
    if (!found) {
      found = { date, entries: [] };
      days.set(date, found);
    }
    return found;
  };
  // Entries in the trash stay out of the notes: they are on their way to being deleted.
  for (const entry of data.journalEntries) if (!entry.deletedAt) day(entry.date).entries.push(entry);
  // A retro with anything in it (an answer, a rating, or completed) has its day; an empty one does not.
  for (const retro of data.retros)
    if (retro.answers.length > 0 || retro.ratings.length > 0 || retro.completedAt)
      day(retro.date).retro = retro;
  for (const mood of data.moods) day(mood.date).mood = mood;
  const files = [...days.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => markdownFile(`${d.date.slice(0, 4)}/${d.date}.md`, dayMarkdown(d)));
  if (data.feedback.length > 0)
    files.push(markdownFile('feedback.md', feedbackMarkdown(data.feedback, data.profile.timezone)));
  // Always there, so even an account with nothing written yet gets a valid, non-empty archive.
  return [markdownFile('README.md', readme(data, days.size)), ...files];
}

const markdownFile = (name: string, content: string): ZipFile => ({
  name: `daily-retro/${name}`,
  content: Buffer.from(content, 'utf8'),
});

const dateTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );

function feedbackMarkdown(items: Feedback[], timeZone: string) {
  const parts = ['# Feedback you sent'];
  for (const item of items) {
    const facts = [`Status: ${item.status}`];
    if (item.satisfaction !== null) facts.push(`Satisfaction: ${item.satisfaction} of 5`);
    if (item.page) facts.push(`Sent from ${item.page}`);
    parts.push(
      `## ${dateTime(item.createdAt, timeZone)} — ${item.kind}`,
      facts.join(' · '),
      item.message.trim(),
    );
    for (const reply of item.replies)
      parts.push(`### Reply from the team, ${dateTime(reply.createdAt, timeZone)}`, reply.message.trim());
  }
  return `${parts.join('\n\n')}\n`;
}

function readme(data: AccountExport, dayCount: number) {
  const lines = [
    '# Your Daily Retro notes',
    `Exported on ${dateTime(data.exportedAt, data.profile.timezone)} (${data.profile.timezone}) for ${data.profile.username}.`,
    dayCount > 0
      ? `- \`YYYY/YYYY-MM-DD.md\`: one file for each of your ${dayCount} ${dayCount === 1 ? 'day' : 'days'} with a mood, a retro or a journal entry. Each starts with front matter (date, mood, retro, entries, tags), then the mood, the retro's answers and ratings, and the journal entries.`
      : '- There are no days yet: nothing written, rated or logged. Each day with a mood, a retro or a journal entry will get its own file, `YYYY/YYYY-MM-DD.md`.',
  ];
  if (data.feedback.length > 0)
    lines.push('- `feedback.md`: the feedback you sent and the replies from the team.');
  lines.push(
    'Entries in the trash are left out. These files are for reading and keeping; to bring your data back into Daily Retro, use the JSON export (Settings → Your data), which holds everything.',
  );
  return `${lines[0]}\n\n${lines[1]}\n\n${lines.slice(2, -1).join('\n')}\n\n${lines.at(-1)}\n`;
}
