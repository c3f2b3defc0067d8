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
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }),
          ...errors(503),
        },
      },
    },
    async () => {
      if (!(await app.databaseAnswers())) throw new ApiError(503, 'Database unavailable');
      return { status: 'ok' as const, database: app.dialect };
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default health;
