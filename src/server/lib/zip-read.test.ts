import { describe, expect, test } from 'vitest';
import { createZip } from './zip';
import { looksLikeZip, readZip, ZipError } from './zip-read';

const limits = { maxEntries: 10, maxUnzippedBytes: 1000 };
const at = new Date('2026-11-28T12:00:00Z');
const all = () => true;

describe('reading a zip', () => {
  test('reads back what createZip wrote, unpacking only what is asked for', async () => {
    const zip = createZip(
      [
        { name: '2024-02-29.md', content: Buffer.from('Leap day') },
        { name: 'photos/a.jpg', content: Buffer.from('not read') },
      ],
      at,
    );
    expect(looksLikeZip(zip)).toBe(true);
    const entries = await readZip(zip, (name) => name.endsWith('.md'), limits);
    expect(entries.map((e) => [e.name, e.content?.toString()])).toEqual([
      ['2024-02-29.md', 'Leap day'],
      ['photos/a.jpg', undefined],
    ]);
  });

  test('too many entries is refused from the directory, before anything unpacks', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.md`, content: Buffer.from('x') }));
    await expect(readZip(createZip(files, at), all, limits)).rejects.toMatchObject({
      kind: 'limit',
      message: 'A zip can hold at most 10 files; this one holds 11.',
    });
  });

  test('a zip bomb is refused by its declared size, and a lying size cannot unpack to more', async () => {
    const big = createZip([{ name: 'a.md', content: Buffer.alloc(5000, 'a') }], at);
    await expect(readZip(big, all, limits)).rejects.toMatchObject({ kind: 'limit' });
    // The same file claiming to be 10 bytes: the directory's size field is at offset 24 of its entry.
    const lying = Buffer.from(big);
    const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(10, central + 24);
    lying.writeUInt32LE(10, 22);
    await expect(readZip(lying, all, limits)).rejects.toMatchObject({ kind: 'format' });
  });

  test('what is not a zip, or is damaged, is a format error', async () => {
    expect(looksLikeZip(Buffer.from('{"entries":[]}'))).toBe(false);
    await expect(readZip(Buffer.from('not a zip at all'), all, limits)).rejects.toBeInstanceOf(ZipError);
    const zip = createZip([{ name: 'a.md', content: Buffer.from('hello hello hello') }], at);
    const damaged = Buffer.from(zip);
    damaged[40] = (damaged[40] ?? 0) ^ 0xff;
    await expect(readZip(damaged, all, limits)).rejects.toMatchObject({ kind: 'format' });
    await expect(readZip(zip.subarray(0, zip.length - 30), all, limits)).rejects.toMatchObject({
      kind: 'format',
    });
  });
});
