import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '#contract/errors';
import {
  CreateJournalEntryBody,
  DeletedJournalEntry,
  JournalEntry,
  JournalEntryParams,
  JournalListQuery,
  JournalOnThisDay,
  JournalPage,
  JournalSearchQuery,
  JournalSearchResults,
  JournalTags,
  RecentlyDeletedEntries,
  UpdateJournalEntryBody,
} from '#contract/journal';
import { createJournalService } from './journal.service';
import { createJournalSearch } from './journal-search';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);
  const journal = createJournalService(app.db, app.log);
  const search = createJournalSearch(app.db);

  app.get(
    '/api/journal',
    { schema: { querystring: JournalListQuery, response: { 200: JournalPage, ...errors } } },
    async (req) => journal.list(req.requireUser(), req.query),
  );

  app.post(
    '/api/journal',
    {
      schema: { body: CreateJournalEntryBody, response: { 200: JournalEntry, 201: JournalEntry, ...errors } },
    },
    async (req, reply) => {
      const { entry, created } = await journal.create(req.requireUser(), req.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.get(
    '/api/journal/search',
    { schema: { querystring: JournalSearchQuery, response: { 200: JournalSearchResults, ...errors } } },
    async (req) => search(req.requireUser().id, req.query),
  );

  app.get('/api/journal/tags', { schema: { response: { 200: JournalTags, ...errors } } }, async (req) =>
    journal.tags(req.requireUser().id),
  );

  app.get(
    '/api/journal/on-this-day',
    { schema: { response: { 200: JournalOnThisDay, ...errors } } },
    async (req) => journal.onThisDay(req.requireUser()),
  );

  app.get(
    '/api/journal/deleted',
    { schema: { response: { 200: RecentlyDeletedEntries, ...errors } } },
    async (req) => journal.recentlyDeleted(req.requireUser().id),
  );

  app.get(
    '/api/journal/:id',
    { schema: { params: JournalEntryParams, response: { 200: JournalEntry, ...errors } } },
    async (req) => journal.get(req.requireUser().id, req.params.id),
  );

  app.patch(
    '/api/journal/:id',
    {
      schema: {
        params: JournalEntryParams,
        body: UpdateJournalEntryBody,
        response: { 200: JournalEntry, ...errors },
      },
    },
    async (req) => journal.update(req.requireUser(), req.params.id, req.body),
  );

  app.delete(
    '/api/journal/:id',
    { schema: { params: JournalEntryParams, response: { 200: DeletedJournalEntry, ...errors } } },
    async (req) => journal.remove(req.requireUser(), req.params.id),
  );

  app.post(
    '/api/journal/:id/restore',
    { schema: { params: JournalEntryParams, response: { 200: JournalEntry, ...errors } } },
    async (req) => journal.restore(req.requireUser(), req.params.id),
  );
};
