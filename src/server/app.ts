import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_BODY_LIMIT_BYTES } from '../contract/constants';
import { buildInfo } from './build-info';
import type { AppConfig } from './config/config';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { Database, DatabaseHandle } from './db/client';
import { appJobs } from './jobs/app-jobs';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { summarizeError, summarizeRequest } from './lib/log-safety';
import { responseSerializerCompiler } from './lib/response-serializer';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { badgesRoutes } from './modules/badges/badges.routes';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { customizationRoutes } from './modules/customization/customization.routes';
import { exportRoutes } from './modules/data-export/export.routes';
import { adminFeedbackRoutes, feedbackRoutes } from './modules/feedback/feedback.routes';
import { homeRoutes } from './modules/home/home.routes';
import { journalRoutes } from './modules/journal/journal.routes';
import { moodsRoutes } from './modules/moods/moods.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { pushRoutes } from './modules/push/push.routes';
import { webPushDelivery } from './modules/push/push-delivery';
import { questionsRoutes } from './modules/questions/questions.routes';
import { referralRoutes } from './modules/referral/referral.routes';
import { calendarFeedRoutes, reminderRoutes } from './modules/reminders/reminders.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { retroRoutes } from './modules/retro/retro.routes';
import { streakChangesPlugin } from './modules/streaks/streak-changes';
import { streaksRoutes } from './modules/streaks/streaks.routes';
import { systemRoutes } from './modules/system/system.routes';
import { testClockRoutes } from './modules/test-clock/test-clock.routes';
import { clientAppPlugin, inlineScriptHashes, readIndexHtml } from './plugins/client-app';
import { crossSitePlugin } from './plugins/cross-site';
import { errorsPlugin } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';

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
