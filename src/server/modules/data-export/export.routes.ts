import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import {
  AccountExport,
  AccountImport,
  type AccountImportEnvelope,
  IMPORT_BODY_LIMIT_BYTES,
  ImportReport,
} from '#contract/export';
import { now } from '#server/lib/clock';
import { createZip } from '#server/lib/zip';
import { exportAccount } from './export.service';
import { importAccount } from './import.service';
import { importValidatorCompiler, readRecords } from './import-validation';
import { markdownFiles } from './markdown-export';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 413: ApiErrorBody };
const attachment = (name: string) => `attachment; filename="${name}"`;
const today = () => now().toISOString().slice(0, 10);

const IMPORT_LIMIT_MB = IMPORT_BODY_LIMIT_BYTES / 1024 / 1024;

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  // Imports stop at their next batch when the server stops, and it waits for them (a few tens of
  // milliseconds) before it closes the database: what they wrote is whole batches.
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  app.addHook('preClose', async () => {
    stopping.abort();
    await Promise.allSettled(running);
  });

  app.get('/api/export', { schema: { response: { 200: AccountExport, ...errors } } }, async (req, reply) => {
    reply.header('content-disposition', attachment(`daily-retro-export-${today()}.json`));
    return exportAccount(app.db, req.requireUser().id);
  });

  app.get('/api/export/markdown', async (req, reply) => {
    const data = await exportAccount(app.db, req.requireUser().id);
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(`daily-retro-notes-${today()}.zip`))
      .send(createZip(markdownFiles(data), now()));
  });

  app.post(
    '/api/import',
    {
      // Checked against the declared length before a byte is read, then as the body streams in:
      // an oversized file is refused before it is parsed.
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        body: AccountImport,
        response: { 200: ImportReport, 409: ApiErrorBody, 503: ApiErrorBody, ...errors },
      },
      // The envelope is checked here, the records a slice at a time in the handler (import-validation.ts).
      validatorCompiler: importValidatorCompiler,
      errorHandler: (error, req, reply) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return app.errorHandler(error, req, reply);
        return reply.code(413).send({
          code: 'PAYLOAD_TOO_LARGE',
          message: `An import file can be at most ${IMPORT_LIMIT_MB} MB`,
        } satisfies ApiErrorBody);
      },
    },
    async (req) => {
      const userId = req.requireUser().id;
      // What the route's validator let through is the envelope (see above), whatever the type says.
      const data = await readRecords(req.body as unknown as AccountImportEnvelope);
      const work = importAccount(app.db, userId, data, { signal: stopping.signal });
      running.add(work);
      try {
        return await work;
      } finally {
        running.delete(work);
      }
    },
  );
};
