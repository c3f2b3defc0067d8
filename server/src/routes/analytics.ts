import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseIso } from '../errors.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { errors } from '../../../core/api/schemas/common.ts';
import { AnalyticsEventBody } from '../../../core/api/schemas/analytics.ts';

/**
 * POST /analytics/events: the opt-in analytics module's events (src/analytics). Sent by beacon
 * (text/plain) or fetch, with no credentials: events are stored without any user link.
 */
const analytics: FastifyPluginAsyncTypebox = async (app) => {
  const { feedbackRepository } = app;
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 2048 },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('Body must be JSON'), { statusCode: 400 }), undefined);
      }
    },
  );
  app.post(
    '/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        body: AnalyticsEventBody,
        response: { 204: Type.Null(), ...errors(400, 429) },
      },
      ...limiter(app, 'analytics', { perIp: app.config.rateLimit.feedbackMax }),
    },
    async (req, reply) => {
      const at = parseIso(req.body.timestamp, 'timestamp');
      await feedbackRepository.recordEvent({
        event: req.body.event,
        method: req.body.method ?? null,
        streak: req.body.streak ?? null,
        day: new Date(at).toISOString().slice(0, 10),
        received_at: app.now(),
      });
      return reply.code(204).send(null);
    },
  );
};

export default analytics;
