import fp from 'fastify-plugin';
import { type FeedbackRepository, feedbackRepository } from '../../repositories/feedback.ts';
import {
  type OauthStatesRepository,
  oauthStatesRepository,
} from '../../repositories/oauth-states.ts';
import { type OauthCodesRepository, oauthCodesRepository } from '../../repositories/oauth-codes.ts';
import { type SetupsRepository, setupsRepository } from '../../repositories/setups.ts';
import { type UsersRepository, usersRepository } from '../../repositories/users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    feedbackRepository: FeedbackRepository;
    setupsRepository: SetupsRepository;
    oauthStatesRepository: OauthStatesRepository;
    oauthCodesRepository: OauthCodesRepository;
  }
}

/**
 * The repositories that are their SQL and nothing more, each on the app under its own name. The
 * sessions facade, which adds services and a sweep over the sessions repository, is a plugin of its
 * own (sessions-facade.ts).
 */
export default fp(
  async (app) => {
    app.decorate('usersRepository', usersRepository(app.db, app.now));
    app.decorate('feedbackRepository', feedbackRepository(app.db));
    app.decorate('setupsRepository', setupsRepository(app.db));
    app.decorate('oauthStatesRepository', oauthStatesRepository(app.db, app.now));
    app.decorate('oauthCodesRepository', oauthCodesRepository(app.db, app.now));
  },
  { name: 'repositories', dependencies: ['database'] },
);
