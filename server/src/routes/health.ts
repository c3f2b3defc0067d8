import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../errors.ts';
import { errors } from '../schemas/common.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        response: {
          200: Type.Object({
            status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
            database: Type.String(),
            // Only with REDIS_URL: 'degraded' while Redis is down and rate limits count in memory.
            redis: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('degraded')])),
          }),
          ...errors(503),
        },
      },
    },
    async () => {
      if (!(await app.databaseAnswers())) throw new ApiError(503, 'Database unavailable');
      const redis = app.redisState();
      if (!redis) return { status: 'ok' as const, database: app.dialect };
      return { status: redis, database: app.dialect, redis };
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default health;
