import fp from 'fastify-plugin';
import {
  type OauthStatesRepository,
  oauthStatesRepository,
} from '../../repositories/oauth-states.ts';

declare module 'fastify' {
  interface FastifyInstance {
    oauthStatesRepository: OauthStatesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('oauthStatesRepository', oauthStatesRepository(app.db, app.now));
  },
  { name: 'oauth-states-repository', dependencies: ['database'] },
);
