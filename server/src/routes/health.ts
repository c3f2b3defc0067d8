import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../errors.ts';
import { ErrorBody, errors } from '../../../core/api/schemas/common.ts';
import { Health, Readiness } from '../../../core/api/schemas/health.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        response: { 200: Health, ...errors(503) },
      },
    },
    async () => {
      if (!(await app.databaseAnswers())) throw new ApiError(503, 'Database unavailable');
      const redis = app.redisState();
      if (!redis) return { status: 'ok' as const, database: app.dialect };
      return { status: redis, database: app.dialect, redis };
    },
  );

  // Readiness for a load balancer or an orchestrator (docs/deploy.md, "Health and readiness"): 503
  // while the database or a configured Redis does not answer, so traffic goes to instances that
  // serve in full. /health stays 200 with Redis down (rate limits count in memory meanwhile).
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['ops'],
        response: { 200: Readiness, 503: ErrorBody },
      },
    },
    async (_req, reply) => {
      const redis = app.redisState();
      // The errors plugin's 503 body, sent here without its error log: a probe asks every few seconds.
      if (!(await app.databaseAnswers()) || redis === 'degraded')
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ error: 'Service temporarily unavailable' });
      return redis
        ? { status: 'ready' as const, database: app.dialect, redis }
        : { status: 'ready' as const, database: app.dialect };
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default health;
