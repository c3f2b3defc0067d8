import fp from 'fastify-plugin';
import { type FeedbackRepository, feedbackRepository } from '../../repositories/feedback.ts';

declare module 'fastify' {
  interface FastifyInstance {
    feedbackRepository: FeedbackRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('feedbackRepository', feedbackRepository(app.db));
  },
  { name: 'feedback-repository', dependencies: ['database'] },
);
