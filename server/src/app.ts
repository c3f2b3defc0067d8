import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { emailTokens } from './auth/email-tokens.ts';
import { warmDummyHash } from './auth/passwords.ts';
import { refreshTokens } from './auth/refresh-tokens.ts';
import { accessTokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { type Db, openDatabase } from './db/connect.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrors } from './plugins/errors.ts';
import { registerNoNul } from './plugins/no-nul.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import analytics from './routes/analytics.ts';
import feedback from './routes/feedback.ts';
import health from './routes/health.ts';
import oauth from './routes/oauth.ts';
import sessions from './routes/sessions.ts';
import stats from './routes/stats.ts';
import userEmail from './routes/user-email.ts';
import userExport from './routes/user-export.ts';
import user from './routes/user.ts';
import { dataPointWriter } from './services/datapoint-writer.ts';
import { closeQuietSessions } from './services/session-close.ts';
import { createMailer } from './services/mailer.ts';

export interface AppOptions {
  config: Config;
  /** injected clock (epoch ms) for token expiry, streak days and quiet-session closing */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** an already open database (tests share one per suite); otherwise DATABASE_URL is opened */
  db?: Db;
}

/**
 * Logs carry method, path and status only: never query strings (verification and reset tokens,
 * OAuth codes), headers (bearer tokens) or bodies (passwords, beacon auth_token).
 */
export const loggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  redact: {
    paths: ['req.headers.authorization', '*.password', '*.auth_token', '*.token'],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      path: req.url.split('?')[0],
      ip: req.ip,
    }),
  },
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const now = opts.now ?? Date.now;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions,
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 64 * 1024,
    // Strict bodies (issue 5): unknown fields and wrong types are 400s, nothing is coerced or dropped.
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  void warmDummyHash();
  const database = opts.db ?? (await openDatabase(config.databaseUrl));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
      })
    : null;
  const services: Services = {
    config,
    db: database.db,
    dialect: database.dialect,
    now,
    access: accessTokens(config.jwtSecret, config.publicUrl, now),
    refresh: refreshTokens(database.db, now),
    emailTokens: emailTokens(database.db, now),
    mailer: createMailer(
      database.db,
      { smtpUrl: config.smtpUrl, outboxDir: config.mailOutbox, from: config.mailFrom },
      app.log,
      now,
    ),
    points: dataPointWriter(database.db),
  };
  app.decorate('services', services);

  registerErrors(app);
  registerAuth(app);
  registerNoNul(app);
  await registerSecurity(app, config.oidc.issuer, config.maxEventLoopDelayMs, config.corsOrigins);
  await registerRateLimit(app, redis);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Posture Coach account API',
        version: '1.0.0',
        description: 'Spec §7, mounted under /api.',
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });

  await app.register(
    async (api) => {
      await api.register(health);
      await api.register(user);
      await api.register(userEmail);
      await api.register(userExport);
      await api.register(oauth);
      await api.register(sessions);
      await api.register(stats);
      await api.register(feedback);
      await api.register(analytics);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.distDir);

  // Sessions that go quiet are closed from their last data point (DESIGN §4).
  const sweep = setInterval(() => {
    closeQuietSessions(database.db, now(), config.sessionIdleMs).catch((err: Error) =>
      app.log.warn({ err: err.message }, 'quiet-session sweep failed'),
    );
  }, 60_000);
  sweep.unref();

  // While draining on SIGTERM, answer in-flight requests with Connection: close so keep-alive
  // sockets do not hold the process open for the keep-alive timeout.
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (draining) void reply.header('connection', 'close');
  });

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await services.mailer.close();
    redis?.disconnect();
    if (!opts.db) await database.close();
  });
  return app;
}
