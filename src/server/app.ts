import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_BODY_LIMIT_BYTES } from '../contract/constants';
import { buildInfo } from './build-info';
import type { AppConfig } from './config/config';
import type { Database, DatabaseHandle } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { badgesRoutes } from './modules/badges/badges.routes';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { customizationRoutes } from './modules/customization/customization.routes';
import { homeRoutes } from './modules/home/home.routes';
import { journalRoutes } from './modules/journal/journal.routes';
import { moodsRoutes } from './modules/moods/moods.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { questionsRoutes } from './modules/questions/questions.routes';
import { retroRoutes } from './modules/retro/retro.routes';
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
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The built client; absent in API tests. */
  clientDir?: string;
}

export async function buildApp({ config, database, clientDir }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // One line per request only when debugging: at info level the log stays about the app.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  await app.register(sessionPlugin, { secret: config.sessionSecret, secureCookies: config.secureCookies });
  await app.register(openApiPlugin, { title: 'Daily Retro API', version: buildInfo.version });

  await app.register(systemRoutes, { ping: database.ping });
  await app.register(authRoutes, { attemptsPerIp: config.authAttemptsPerIp });
  await app.register(preferencesRoutes);
  await app.register(profileRoutes);
  await app.register(questionsRoutes);
  await app.register(retroRoutes);
  await app.register(journalRoutes);
  await app.register(homeRoutes);
  await app.register(badgesRoutes);
  await app.register(challengesRoutes);
  await app.register(customizationRoutes);
  await app.register(streaksRoutes);
  await app.register(moodsRoutes);
  if (config.testClock) await app.register(testClockRoutes);

  await app.register(clientAppPlugin, { clientDir: clientDir ?? '', indexHtml });
  return app;
}
