import fp from 'fastify-plugin';
import { pruningRepository } from '../../repositories/pruning.ts';
import { type Pruner, createPruner } from '../../services/pruner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** deletes expired and old rows on a schedule (services/pruner.ts) */
    pruner: Pruner;
  }
}

export default fp(
  async (app) => {
    const pruner = createPruner(
      pruningRepository(app.db),
      { ...app.config.prune, sessionMaxAgeMs: app.config.sessionMaxAgeMs },
      app.log,
      app.now,
    );
    app.decorate('pruner', pruner);
    // Registered after the database, so this runs before it closes.
    app.addHook('onClose', () => pruner.close());
  },
  { name: 'pruner', dependencies: ['database'] },
);
