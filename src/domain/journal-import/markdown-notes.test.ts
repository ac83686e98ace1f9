import { describe, expect, test } from 'vitest';
import { fixtureFiles } from './fixtures';
import { readFrontMatter } from './front-matter';
import { parseMarkdownNotes } from './markdown-notes';

const notes = () =>
  parseMarkdownNotes(
    fixtureFiles('markdown').map((f) => ({ path: f.path, text: f.content.toString('utf8') })),
    'America/New_York',
  );

describe('Markdown notes named by date', () => {
  test('the date comes from the file name, else the front matter', () => {
    expect(notes().entries.map((e) => [e.sourceId, e.date])).toEqual([
      ['2024-02-29.md', '2024-02-29'],
      ['2024-03-01 Friday.md', '2024-03-01'],
      ['notes/sunday.md', '2024-03-03'],
    ]);
  });

  test('front matter gives the title and tags; the rest is the body', () => {
    const [leapDay, friday, sunday] = notes().entries;
    expect(leapDay).toMatchObject({
      title: 'A leap day',
      body: '# Thursday\n\nRead in the park. Nothing else.',
      tags: ['reading', 'quiet days'],
    });
    expect(friday).toMatchObject({ title: null, body: 'Rain all day. Wrote letters.', tags: [] });
    expect(sunday?.tags).toEqual(['journal', 'sunday']);
  });

  test("each is dated at noon of its day in the person's zone", () => {
    // New York is UTC-5 in winter, UTC-4 from 10 March 2024.
    expect(notes().entries[0]?.createdAt).toBe('2024-02-29T17:00:00.000Z');
  });

  test('what is left out is counted by reason', () => {
    expect(notes().skipped).toEqual([
      { reason: 'empty', count: 1 },
      { reason: 'noDate', count: 1 },
      { reason: 'badDate', count: 1 },
      { reason: 'frontMatter', count: 1 },
    ]);
  });

  test('files that are not notes are counted; macOS extras are not files anyone wrote', () => {
    const result = parseMarkdownNotes(
      [
        { path: 'photo.png', text: null },
        { path: '__MACOSX/._2024-01-01.md', text: null },
        { path: '2024-01-01.md', text: null },
        { path: '2024-01-02.txt', text: 'Plain text works too.' },
      ],
      'UTC',
    );
    expect(result.entries.map((e) => e.date)).toEqual(['2024-01-02']);
    expect(result.skipped).toEqual([
      { reason: 'notText', count: 1 },
      { reason: 'notMarkdown', count: 1 },
    ]);
  });

  test('a file with no notes at all is refused with a clear message', () => {
    expect(() => parseMarkdownNotes([], 'UTC')).toThrow(/no notes/);
    expect(() => parseMarkdownNotes([{ path: 'a.pdf', text: null }], 'UTC')).toThrow(/no Markdown notes/);
  });
});

describe('front matter', () => {
  test('inline lists, quoted values and CRLF', () => {
    expect(readFrontMatter('---\r\ntitle: "Hi: there"\r\ntags: [a, "b c"]\r\n---\r\nBody')).toEqual({
      title: 'Hi: there',
      tags: ['a', 'b c'],
      date: null,
      otherFields: 0,
      body: 'Body',
    });
    expect(readFrontMatter('---\ntags: #a #b\n---\n').tags).toEqual(['#a', '#b']);
  });

  test('a note without front matter is all body; a rule later in the note is not front matter', () => {
    expect(readFrontMatter('Text\n---\ntitle: no\n---\n')).toMatchObject({
      title: null,
      body: 'Text\n---\ntitle: no\n---\n',
    });
  });
});
