import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '../../../contract/errors';
import {
  AccountExport,
  AccountImport,
  IMPORT_BODY_LIMIT_BYTES,
  ImportReport,
} from '../../../contract/export';
import { now } from '../../lib/clock';
import { createZip } from '../../lib/zip';
import { exportAccount } from './export.service';
import { importAccount } from './import.service';
import { markdownFiles } from './markdown-export';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 413: ApiErrorBody };
const attachment = (name: string) => `attachment; filename="${name}"`;
const today = () => now().toISOString().slice(0, 10);

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);

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
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: { body: AccountImport, response: { 200: ImportReport, ...errors } },
    },
    async (req) => importAccount(app.db, req.requireUser().id, req.body),
  );
};
