import fp from 'fastify-plugin';
import { type UsersRepository, usersRepository } from '../../repositories/users.ts';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('usersRepository', usersRepository(app.db, app.now));
  },
  { name: 'users-repository', dependencies: ['database'] },
);
