import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

/** Why a zip is refused: `limit` when it is larger than allowed, `format` when it is not a zip we read. */
export class ZipError extends Error {
  constructor(
    readonly kind: 'format' | 'limit',
    message: string,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

export interface ZipLimits {
  /** The most entries (files and folders) the directory may list. */
  maxEntries: number;
  /** The most bytes the entries read may unpack to, in all, as the directory declares them. */
  maxUnzippedBytes: number;
}

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  /** The unpacked contents, or null for an entry not asked for (`wanted` said no). */
  content: Buffer | null;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;

/** True when the bytes start like a zip (a local file header, or an empty archive's end record). */
export function looksLikeZip(data: Buffer): boolean {
  if (data.length < 4) return false;
  const signature = data.readUInt32LE(0);
  return signature === LOCAL_SIGNATURE || signature === EOCD_SIGNATURE;
}

function endOfCentralDirectory(data: Buffer): number {
  for (let at = data.length - 22; at >= Math.max(0, data.length - EOCD_SEARCH); at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new ZipError('format', 'The zip cannot be read: its directory is missing (is the file complete?).');
}

interface DirectoryEntry {
  name: string;
  method: number;
  flags: number;
  checksum: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function readDirectory(data: Buffer, limits: ZipLimits): DirectoryEntry[] {
  const end = endOfCentralDirectory(data);
  const count = data.readUInt16LE(end + 10);
  const offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    throw new ZipError('format', 'The zip is a ZIP64 archive, larger than any import can be.');
  }
  if (count > limits.maxEntries) {
    throw new ZipError(
      'limit',
      `A zip can hold at most ${limits.maxEntries.toLocaleString('en-US')} files; this one holds ${count.toLocaleString('en-US')}.`,
    );
  }
  const entries: DirectoryEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ZipError('format', 'The zip cannot be read: its directory is damaged.');
    }
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    entries.push({
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      checksum: data.readUInt32LE(at + 16),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function unpack(data: Buffer, entry: DirectoryEntry): Promise<Buffer> {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new ZipError('format', `The zip cannot be read: ${entry.name} is damaged.`);
  }
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const packed = data.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize) {
    throw new ZipError('format', `The zip cannot be read: ${entry.name} is cut off.`);
  }
  let content: Buffer;
  if (entry.method === 0) content = packed;
  else {
    try {
      // Never more than the directory declared: a lying size cannot unpack to more.
      content = await inflate(packed, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ZipError('format', `The zip cannot be read: ${entry.name} does not unpack.`);
    }
  }
  if (content.length !== entry.size || crc32(content) !== entry.checksum) {
    throw new ZipError('format', `The zip cannot be read: ${entry.name} is damaged.`);
  }
  return content;
}

/**
 * The entries of a zip (PKWARE APPNOTE: stored or deflate, no encryption, no ZIP64), unpacking only
 * those `wanted` says yes to. The directory is checked against `limits` before anything is
 * unpacked, and each entry unpacks to at most the size the directory declares, off the event loop.
 */
export async function readZip(
  data: Buffer,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
): Promise<ZipEntry[]> {
  const directory = readDirectory(data, limits);
  const files = directory.filter((entry) => !entry.name.endsWith('/'));
  const read = files.filter((entry) => wanted(entry.name));
  const unzipped = read.reduce((sum, entry) => sum + entry.size, 0);
  if (unzipped > limits.maxUnzippedBytes) {
    throw new ZipError(
      'limit',
      `The notes in a zip can unpack to at most ${limits.maxUnzippedBytes / 1024 / 1024} MB; these would unpack to ${Math.ceil(unzipped / 1024 / 1024)} MB.`,
    );
  }
  for (const entry of read) {
    if (entry.flags & 1)
      throw new ZipError('format', 'The zip is encrypted: export it again without a password.');
    if (entry.method !== 0 && entry.method !== 8) {
      throw new ZipError('format', `The zip uses a compression this server does not read (${entry.name}).`);
    }
  }
  const result: ZipEntry[] = [];
  for (const entry of files) {
    result.push({ name: entry.name, content: wanted(entry.name) ? await unpack(data, entry) : null });
  }
  return result;
}
