import { describe, expect, test } from 'vitest';
import { parseDayOne } from './day-one';
import { fixture } from './fixtures';
import { ImportFormatError } from './types';

const journal = () =>
  parseDayOne([{ name: 'Journal.json', text: fixture('day-one/Journal.json') }], 'Europe/Madrid');
const byId = (suffix: string) => journal().entries.find((e) => e.sourceId.endsWith(suffix));

describe('Day One JSON export', () => {
  test("the entry's own time zone decides its date", () => {
    // 03:00 UTC on 1 January is still New Year's Eve in Los Angeles.
    expect(byId('001')?.date).toBe('2023-12-31');
    // 22:30 UTC on 29 February is the morning of 1 March in Tokyo.
    expect(byId('002')?.date).toBe('2024-03-01');
    expect(byId('003')?.date).toBe('2024-02-29');
    // The night the clocks went back: 22:30 UTC is 23:30 in Berlin (UTC+1), not 00:30 the next day.
    expect(byId('004')?.date).toBe('2024-10-27');
  });

  test("an entry without a time zone is dated in the person's own", () => {
    // 23:30 UTC on 1 June is 01:30 on 2 June in Madrid.
    expect(byId('006')?.date).toBe('2024-06-02');
  });

  test('a heading first line is the title; media links go, words and Markdown stay', () => {
    const kyoto = byId('002');
    expect(kyoto?.title).toBe('Kyoto');
    expect(kyoto?.body).toBe('Temples in the morning rain. **Tea** at noon.');
    expect(byId('001')?.title).toBeNull();
    expect(byId('001')?.body).toBe("New Year's Eve on the porch\\. Fireworks over the bay\\.");
  });

  test('tags are kept as the journal keeps them, starred is a tag', () => {
    expect(byId('002')?.tags).toEqual(['travel', 'work-projects', 'starred']);
    expect(byId('001')?.tags).toEqual(['family']);
  });

  test('times are kept; a modified time before creation is not', () => {
    expect(byId('001')).toMatchObject({
      createdAt: '2024-01-01T03:00:00.000Z',
      updatedAt: '2024-01-02T09:00:00.000Z',
    });
    expect(byId('003')?.updatedAt).toBe('2024-02-29T10:00:00.000Z');
  });

  test('what is left out is counted by reason', () => {
    const { entries, skipped } = journal();
    expect(entries).toHaveLength(5);
    expect(skipped).toEqual([
      { reason: 'photo', count: 2 },
      { reason: 'video', count: 1 },
      { reason: 'audio', count: 1 },
      { reason: 'empty', count: 1 },
      { reason: 'badDate', count: 1 },
      { reason: 'incomplete', count: 1 },
      { reason: 'tagChanged', count: 1 },
    ]);
  });

  test('the same entry in two files is one entry', () => {
    const text = fixture('day-one/Journal.json');
    const twice = parseDayOne(
      [
        { name: 'Journal.json', text },
        { name: 'Travel.json', text },
      ],
      'UTC',
    );
    expect(twice.entries).toHaveLength(5);
  });

  test('an export with no entries imports nothing', () => {
    expect(parseDayOne([{ name: 'Journal.json', text: '{"metadata":{},"entries":[]}' }], 'UTC')).toEqual({
      entries: [],
      moods: [],
      skipped: [],
      moodNames: [],
    });
  });

  test('a file that is not a Day One export is refused with a clear message', () => {
    const read = (path: string) => () => parseDayOne([{ name: 'Journal.json', text: fixture(path) }], 'UTC');
    expect(read('day-one/malformed-not-json.json')).toThrow(
      new ImportFormatError('Journal.json is not a Day One export: it is not JSON.'),
    );
    expect(read('day-one/malformed-no-entries.json')).toThrow(/has no list of entries/);
    expect(() => parseDayOne([{ name: 'Journal.json', text: '' }], 'UTC')).toThrow(/not JSON/);
    expect(() => parseDayOne([], 'UTC')).toThrow(/no Day One JSON file/);
  });

  test('an entry holding a NUL character is left out, one too long for the journal too', () => {
    const entries = [
      { uuid: 'A', creationDate: '2024-01-01T12:00:00Z', text: 'bad \u0000 text' },
      { uuid: 'B', creationDate: '2024-01-01T12:00:00Z', text: 'x'.repeat(100_001) },
      { uuid: 'C', creationDate: '2024-01-01T12:00:00Z', text: `# ${'t'.repeat(250)}\nbody` },
    ];
    const result = parseDayOne([{ name: 'J.json', text: JSON.stringify({ entries }) }], 'UTC');
    expect(result.skipped).toEqual([
      { reason: 'tooLong', count: 1 },
      { reason: 'notText', count: 1 },
    ]);
    // A heading too long to be a title stays whole, as the body's first line.
    expect(result.entries[0]).toMatchObject({ title: null, body: `${'t'.repeat(250)}\n\nbody` });
  });
});
