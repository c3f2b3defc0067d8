import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newId } from '../auth/tokens.ts';
import { badRequest, parseIso } from '../errors.ts';
import { authenticateToken, bearer } from '../plugins/auth.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { errors } from '../../../core/api/schemas/common.ts';
import { FeedbackBody, FeedbackResponse } from '../../../core/api/schemas/feedback.ts';

/** Feedback comes from the monitoring dialog (maybe anonymous) and the /feedback page (signed in). */
const feedback: FastifyPluginAsyncTypebox = async (app) => {
  const { feedbackRepository } = app;
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        body: FeedbackBody,
        response: { 201: FeedbackResponse, ...errors(400, 401, 429) },
      },
      ...limiter(app, 'feedback', { perIp: app.config.rateLimit.feedbackMax }),
    },
    async (req, reply) => {
      const token = bearer(req);
      const userId = token ? (await authenticateToken(app, token)).userId : null;
      if (req.body.feedback_type === 'detailed' && !req.body.feedback_text.trim())
        throw badRequest('Detailed feedback needs some text');
      const id = newId();
      await feedbackRepository.create({
        id,
        user_id: userId,
        feedback_type: req.body.feedback_type,
        feedback_text: req.body.feedback_text,
        user_agent: req.body.user_agent,
        timestamp: parseIso(req.body.timestamp, 'timestamp'),
        created_at: app.now(),
      });
      return reply.code(201).send({ feedback_id: id });
    },
  );
};

export default feedback;
