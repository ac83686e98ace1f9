import { crc32 as nodeCrc32 } from 'node:zlib';
import { expect, test } from 'vitest';
import { crc32, storeZip } from './store-zip';

test('CRC-32 matches the standard check value and Node', () => {
  const bytes = new TextEncoder().encode('123456789');
  expect(crc32(bytes)).toBe(0xcbf43926);
  const note = new TextEncoder().encode('# 29 February\n\nA leap day ✨');
  expect(crc32(note)).toBe(nodeCrc32(note));
});

test('a stored zip lists each file with its name, size and contents', async () => {
  const files = [
    { name: '2024-02-29.md', bytes: new TextEncoder().encode('Leap day') },
    { name: 'été/2024-03-01.md', bytes: new TextEncoder().encode('Rain') },
  ];
  const zip = Buffer.from(await storeZip(files).arrayBuffer());
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  expect(zip.readUInt16LE(end + 10)).toBe(2);
  let at = zip.readUInt32LE(end + 16);
  for (const file of files) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    expect(zip.toString('utf8', at + 46, at + 46 + nameLength)).toBe(file.name);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26);
    expect(zip.toString('utf8', start, start + file.bytes.length)).toBe(new TextDecoder().decode(file.bytes));
    at += 46 + nameLength;
  }
});
