import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_BODY_LIMIT_BYTES } from '#contract/constants';
import type { AppConfig } from '#server/config/config';
import { fastifyTrustProxy } from '#server/config/trust-proxy';
import type { Database, DatabaseHandle } from '#server/db/client';
import { appJobs } from '#server/jobs/app-jobs';
import { createJobRunner, type JobRunner } from '#server/jobs/job-runner';
import { summarizeError, summarizeRequest } from '#server/lib/log-safety';
import { responseSerializerCompiler } from '#server/lib/response-serializer';
import { accountRoutes } from '#server/modules/account/account.routes';
import { activitiesRoutes } from '#server/modules/activities/activities.routes';
import { adminRoutes } from '#server/modules/admin/admin.routes';
import { authRoutes } from '#server/modules/auth/auth.routes';
import { badgesRoutes } from '#server/modules/badges/badges.routes';
import { challengesRoutes } from '#server/modules/challenges/challenges.routes';
import { customizationRoutes } from '#server/modules/customization/customization.routes';
import { exportRoutes } from '#server/modules/data-export/export.routes';
import { otherImportRoutes } from '#server/modules/data-export/other-import.routes';
import { adminFeedbackRoutes, feedbackRoutes } from '#server/modules/feedback/feedback.routes';
import { homeRoutes } from '#server/modules/home/home.routes';
import { journalRoutes } from '#server/modules/journal/journal.routes';
import { moodsRoutes } from '#server/modules/moods/moods.routes';
import { preferencesRoutes } from '#server/modules/preferences/preferences.routes';
import { profileRoutes } from '#server/modules/profile/profile.routes';
import { pushRoutes } from '#server/modules/push/push.routes';
import { webPushDelivery } from '#server/modules/push/push-delivery';
import { questionsRoutes } from '#server/modules/questions/questions.routes';
import { referralRoutes } from '#server/modules/referral/referral.routes';
import { calendarFeedRoutes, reminderRoutes } from '#server/modules/reminders/reminders.routes';
import { reportsRoutes } from '#server/modules/reports/reports.routes';
import { retroRoutes } from '#server/modules/retro/retro.routes';
import { streakChangesPlugin } from '#server/modules/streaks/streak-changes';
import { streaksRoutes } from '#server/modules/streaks/streaks.routes';
import { systemRoutes } from '#server/modules/system/system.routes';
import { testClockRoutes } from '#server/modules/test-clock/test-clock.routes';
import { clientAppPlugin, inlineScriptHashes, readIndexHtml } from '#server/plugins/client-app';
import { crossSitePlugin } from '#server/plugins/cross-site';
import { errorsPlugin } from '#server/plugins/errors';
import { openApiPlugin } from '#server/plugins/openapi';
import { securityHeadersPlugin } from '#server/plugins/security-headers';
import { sessionPlugin } from '#server/plugins/session';
import { buildInfo } from './build-info';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The periodic jobs (src/server/jobs); tests run one with app.jobs.runNow(name). */
    jobs: JobRunner;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The built client; absent in API tests. */
  clientDir?: string;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Runs the periodic jobs on their schedule (the server does; API tests run one when they need it). */
  runJobs?: boolean;
}

export async function buildApp({
  config,
  database,
  clientDir,
  logStream,
  runJobs = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Errors and requests are logged as summaries only: never a message, SQL parameter, body or
      // query string, which could hold what a user wrote (lib/log-safety.ts).
      serializers: { err: summarizeError, req: summarizeRequest },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // One line per request only when debugging: at info level the log stays about the app.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are written from their schemas by fast-json-stringify where that writes what zod's
  // encode would, and by zod elsewhere (decision record 024).
  app.setSerializerCompiler(responseSerializerCompiler);
  // Bodies are JSON only: anything else is refused with 415 rather than half-understood.
  app.removeContentTypeParser(['text/plain']);
  app.decorate('db', database.db);

  const indexHtml = clientDir ? readIndexHtml(clientDir) : null;

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    scriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
    secure: config.secureCookies,
  });
  await app.register(crossSitePlugin, { publicOrigin: config.publicOrigin });
  await app.register(cookie);
  await app.register(sessionPlugin, {
    secret: config.sessionSecret,
    secureCookies: config.secureCookies,
    // Sessions are kept briefly while the database's announcements of changes are heard, so a
    // sign-out through any instance sharing the database is refused by all (decision record 021).
    listen: database.listen,
  });
  await app.register(openApiPlugin, { title: 'Daily Retro API', version: buildInfo.version });

  await app.register(systemRoutes, { ping: database.ping });
  await app.register(authRoutes, { attemptsPerIp: config.authAttemptsPerIp });
  await app.register(accountRoutes);
  await app.register(exportRoutes);
  await app.register(otherImportRoutes);
  await app.register(preferencesRoutes);
  await app.register(profileRoutes);
  await app.register(questionsRoutes);
  await app.register(retroRoutes);
  await app.register(journalRoutes);
  await app.register(homeRoutes);
  await app.register(badgesRoutes);
  await app.register(challengesRoutes);
  await app.register(customizationRoutes);
  await app.register(streakChangesPlugin, { listen: database.listen });
  await app.register(streaksRoutes);
  await app.register(moodsRoutes);
  await app.register(activitiesRoutes);
  const reminderOptions = { publicOrigin: config.publicOrigin, pushAvailable: config.push.vapid !== null };
  await app.register(reminderRoutes, reminderOptions);
  await app.register(calendarFeedRoutes, reminderOptions);
  await app.register(pushRoutes, { push: config.push });
  await app.register(reportsRoutes);
  await app.register(feedbackRoutes);
  await app.register(adminFeedbackRoutes);
  await app.register(referralRoutes, { publicOrigin: config.publicOrigin });
  await app.register(adminRoutes);
  if (config.testClock) await app.register(testClockRoutes);

  const delivery = config.push.vapid ? webPushDelivery(config.push) : null;
  const jobs = createJobRunner(
    database.withSessionLock,
    app.log,
    appJobs({ database, log: app.log, delivery }),
  );
  app.decorate('jobs', jobs);
  if (runJobs) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  await app.register(clientAppPlugin, { clientDir: clientDir ?? '', indexHtml });
  return app;
}
