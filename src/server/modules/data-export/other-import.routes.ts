import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_BODY_LIMIT_BYTES } from '#contract/constants';
import { ApiErrorBody } from '#contract/errors';
import { OtherImportParams, OtherImportQuery, OtherImportReport } from '#contract/other-import';
import { AppError } from '#server/lib/app-error';
import { importFromOtherApp } from './other-import.service';

const IMPORT_LIMIT_MB = IMPORT_BODY_LIMIT_BYTES / 1024 / 1024;

/**
 * POST /api/import/:app — another app's export (Day One, Daylio, Markdown notes) as the body's bytes
 * (application/octet-stream: the JSON, CSV or note itself, or a zip), previewed with
 * `?preview=true`, then imported (docs/api.md, docs/import-formats.md).
 */
export const otherImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

  // Only this plugin's routes take raw bytes; every other body stays JSON.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  );

  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  app.addHook('preClose', async () => {
    stopping.abort();
    await Promise.allSettled(running);
  });

  app.post(
    '/api/import/:app',
    {
      // Checked against the declared length before a byte is read, then as the body streams in.
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        params: OtherImportParams,
        querystring: OtherImportQuery,
        response: {
          200: OtherImportReport,
          400: ApiErrorBody,
          401: ApiErrorBody,
          409: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
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
      const body = req.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', "Send the file's bytes as application/octet-stream");
      }
      const work = importFromOtherApp(
        app.db,
        userId,
        { app: req.params.app, body, fileName: req.query.name, moodMap: req.query.moods },
        { preview: req.query.preview, signal: stopping.signal },
      );
      running.add(work);
      try {
        return await work;
      } finally {
        running.delete(work);
      }
    },
  );
};
