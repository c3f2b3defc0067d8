import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { warmDummyHash } from './auth/passwords.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import database from './plugins/app/database.ts';
import dataPointWriter from './plugins/app/data-point-writer.ts';
import mailTokens from './plugins/app/mail-tokens.ts';
import mailer from './plugins/app/mailer.ts';
import pruner from './plugins/app/pruner.ts';
import services from './plugins/app/services.ts';
import sessionsFacade from './plugins/app/sessions-facade.ts';
import tokens from './plugins/app/tokens.ts';
import repositories from './plugins/app/repositories.ts';
import apiDocs from './plugins/api-docs.ts';
import auth from './plugins/auth.ts';
import errors from './plugins/errors.ts';
import noNul from './plugins/no-nul.ts';
import querySchemas from './plugins/query-schemas.ts';
import wireSchemas from './plugins/wire-schemas.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import spa from './plugins/spa.ts';
import analytics from './routes/analytics.ts';
import setups from './routes/setups.ts';
import signIns from './routes/sign-ins.ts';
import feedback from './routes/feedback.ts';
import health from './routes/health.ts';
import oauth from './routes/oauth.ts';
import oauthExchange from './routes/oauth-exchange.ts';
import sessions from './routes/sessions.ts';
import stats from './routes/stats.ts';
import { confirmThrottle } from './plugins/account-throttle.ts';
import userEmail from './routes/user-email.ts';
import userDelete from './routes/user-delete.ts';
import userExport from './routes/user-export.ts';
import user from './routes/user.ts';

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

/**
 * Fastify's trustProxy for config.ts trustProxy: never "every client". A hop count trusts that
 * many addresses from the socket inward (proxy-addr's index; Fastify 5 itself would trust none
 * for a number); a list trusts those proxies only.
 */
function proxyTrust(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_addr: string, hop: number) => hop < trust;
  return trust === false ? false : trust.join(',');
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const now = opts.now ?? Date.now;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions,
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Strict bodies (docs/api.md#server-rules): unknown fields and wrong types are 400s, nothing is coerced or dropped.
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
  app.decorate('config', config);
  app.decorate('now', now);
  // Plugins (fastify-plugin): each decorates the whole app and names the plugins it needs first;
  // the SQL behind them is in repositories/.
  await app.register(database, { ...(opts.db ? { db: opts.db } : {}) });
  await app.register(tokens);
  await app.register(mailer);
  await app.register(dataPointWriter);
  await app.register(repositories);
  await app.register(sessionsFacade);
  await app.register(pruner);
  await app.register(mailTokens);
  await app.register(services);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // Never wait on a Redis that is down: commands fail at once and limits count in memory
        // (plugins/rate-limit-store.ts); ioredis keeps reconnecting in the background.
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        commandTimeout: 500,
        connectTimeout: 2000,
        retryStrategy: (times) => Math.min(times * 200, 2000),
      })
    : null;

  await app.register(errors);
  await app.register(auth);
  await app.register(noNul);
  await app.register(querySchemas);
  await app.register(wireSchemas);
  await app.register(security, {
    issuer: config.oidc.issuer,
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    corsOrigins: config.corsOrigins,
  });
  await app.register(rateLimit, { redis });
  await app.register(apiDocs);

  await app.register(
    async (api) => {
      await api.register(health);
      await api.register(user);
      await api.register(userEmail);
      // One soft limit for the password that confirms deleting or exporting the account.
      const confirmSlow = confirmThrottle(api);
      await api.register(userExport, { confirmSlow });
      await api.register(userDelete, { confirmSlow });
      await api.register(signIns);
      await api.register(oauth);
      await api.register(oauthExchange);
      await api.register(sessions);
      await api.register(stats);
      await api.register(feedback);
      await api.register(analytics);
      await api.register(setups);
    },
    { prefix: '/api' },
  );
  await app.register(spa, { distDir: config.distDir });

  // While draining on SIGTERM, answer in-flight requests with Connection: close so keep-alive
  // sockets do not hold the process open for the keep-alive timeout.
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (draining) void reply.header('connection', 'close');
  });

  // onClose hooks run last-registered first: Redis goes here, then the plugins' own (the sweep,
  // the mailer) and the database last.
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  return app;
}
