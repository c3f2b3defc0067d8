import fp from 'fastify-plugin';
import { type SetupsRepository, setupsRepository } from '../../repositories/setups.ts';

declare module 'fastify' {
  interface FastifyInstance {
    setupsRepository: SetupsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('setupsRepository', setupsRepository(app.db));
  },
  { name: 'setups-repository', dependencies: ['database'] },
);
