import { LIFE_AREAS, MOOD_LEVELS } from '../../../contract/constants';
import type { AccountExport } from '../../../contract/export';
import type { ZipFile } from '../../lib/zip';

type Entry = AccountExport['journalEntries'][number];
type Retro = AccountExport['retros'][number];
type Mood = AccountExport['moods'][number];

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

/** One Markdown file a day (YYYY/YYYY-MM-DD.md) with the day's mood, retro and journal entries. */
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
  for (const retro of data.retros)
    if (retro.answers.length > 0 || retro.completedAt) day(retro.date).retro = retro;
  for (const mood of data.moods) day(mood.date).mood = mood;
  return [...days.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({
      name: `daily-retro/${d.date.slice(0, 4)}/${d.date}.md`,
      content: Buffer.from(dayMarkdown(d), 'utf8'),
    }));
}
