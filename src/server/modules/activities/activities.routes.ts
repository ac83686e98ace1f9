import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Activity,
  ActivityDay,
  ActivityDayList,
  ActivityDayParams,
  ActivityDaysQuery,
  ActivityList,
  ActivityParams,
  CreateActivityBody,
  GoodDaysQuery,
  GoodDaysReport,
  ReorderActivitiesBody,
  SetActivityDayBody,
  UpdateActivityBody,
} from '#contract/activities';
import { ApiErrorBody } from '#contract/errors';
import { createActivityService } from './activities.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** Activities (decision record 046): the list, the ticked days and what goes with good days. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedIn);
  const activities = createActivityService(app.db);

  app.get('/api/activities', { schema: { response: { 200: ActivityList, ...errors } } }, async (req) =>
    activities.list(req.requireUser().id),
  );

  app.post(
    '/api/activities',
    { schema: { body: CreateActivityBody, response: { 201: Activity, ...errors } } },
    async (req, reply) => reply.code(201).send(await activities.create(req.requireUser().id, req.body)),
  );

  app.patch(
    '/api/activities/:id',
    { schema: { params: ActivityParams, body: UpdateActivityBody, response: { 200: Activity, ...errors } } },
    async (req) => activities.update(req.requireUser().id, req.params.id, req.body),
  );

  app.put(
    '/api/activities/order',
    { schema: { body: ReorderActivitiesBody, response: { 200: ActivityList, ...errors } } },
    async (req) => activities.reorder(req.requireUser().id, req.body.ids),
  );

  app.get(
    '/api/activities/days',
    { schema: { querystring: ActivityDaysQuery, response: { 200: ActivityDayList, ...errors } } },
    async (req) => activities.days(req.requireUser().id, req.query),
  );

  app.get(
    '/api/activities/days/:date',
    { schema: { params: ActivityDayParams, response: { 200: ActivityDay, ...errors } } },
    async (req) => activities.day(req.requireUser().id, req.params.date),
  );

  app.put(
    '/api/activities/days/:date',
    {
      schema: {
        params: ActivityDayParams,
        body: SetActivityDayBody,
        response: { 200: ActivityDay, ...errors },
      },
    },
    async (req) => activities.setDay(req.requireUser(), req.params.date, req.body.activityIds),
  );

  app.get(
    '/api/activities/good-days',
    { schema: { querystring: GoodDaysQuery, response: { 200: GoodDaysReport, ...errors } } },
    async (req) => activities.goodDays(req.requireUser(), req.query.timePeriod),
  );
};
