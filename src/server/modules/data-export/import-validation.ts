import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type AccountImport,
  AccountImportEnvelope,
  IMPORT_RECORDS,
  type ImportRecordKind,
} from '#contract/export';
import { AppError, type FieldError } from '#server/lib/app-error';

/**
 * Records are read in slices of about this long, with the event loop free in between. Reading a
 * 20 MB file whole with zod held the server for about a quarter of a second (250 ms for 10,000
 * moods, 10,000 retros and 20,000 entries, 25 MB, on the development machine), and every other
 * request with it; JSON.parse of the same file takes 70 to 90 ms and stays in one piece.
 */
const SLICE_MS = 10;
/** A file wrong throughout is told about its first problems, not every one. */
const MAX_FIELD_ERRORS = 100;
const KINDS: ImportRecordKind[] = ['journalEntries', 'moods', 'retros', 'badges', 'challenges', 'feedback'];

/**
 * The import route's validator: its body is checked against `AccountImportEnvelope` (every field
 * but the records, and how many records there are) before the handler runs; the route's documented
 * schema stays `AccountImport`, which `readRecords` completes.
 */
export function importValidatorCompiler<Schema>(route: FastifyRouteSchemaDef<Schema>) {
  const schema = route.httpPart === 'body' ? AccountImportEnvelope : route.schema;
  return validatorCompiler({ ...route, schema } as FastifyRouteSchemaDef<z.ZodType>);
}

/**
 * Reads every record of the envelope with IMPORT_RECORDS, a slice at a time. A record that fails is
 * a 400 in the shape of any validation error (`path` like `moods.12.createdAt`), and nothing has
 * been read from or written to the database.
 */
export async function readRecords(envelope: z.output<typeof AccountImportEnvelope>): Promise<AccountImport> {
  const errors: FieldError[] = [];
  const read: Partial<Record<ImportRecordKind, unknown[]>> = {};
  let sliceStarted = performance.now();
  for (const kind of KINDS) {
    const items = envelope[kind];
    if (items === undefined) continue;
    const schema: z.ZodType = IMPORT_RECORDS[kind];
    const records: unknown[] = new Array(items.length);
    for (let i = 0; i < items.length && errors.length < MAX_FIELD_ERRORS; i++) {
      if (performance.now() - sliceStarted > SLICE_MS) {
        await yieldToEventLoop();
        sliceStarted = performance.now();
      }
      const result = schema.safeParse(items[i]);
      if (result.success) records[i] = result.data;
      else {
        for (const issue of result.error.issues) {
          errors.push({ path: [kind, i, ...issue.path].map(String).join('.'), message: issue.message });
        }
      }
    }
    read[kind] = records;
  }
  const [first] = errors;
  if (first) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${first.path}: ${first.message}`,
      errors.slice(0, MAX_FIELD_ERRORS),
    );
  }
  // Every list now holds what its IMPORT_RECORDS schema made of it, as AccountImport would have.
  return { ...envelope, ...read } as AccountImport;
}
