import { type Pruner, createPruner } from '../../services/pruner.ts';
import { namedPlugin } from '../named.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** deletes expired and old rows on a schedule (services/pruner.ts) */
    pruner: Pruner;
  }
}

export default namedPlugin({ name: 'pruner', dependencies: ['database'] }, async (app) => {
  const pruner = createPruner(
    app.db,
    { ...app.config.prune, sessionMaxAgeMs: app.config.sessionMaxAgeMs },
    app.log,
    app.now,
  );
  app.decorate('pruner', pruner);
  // Registered after the database, so this runs before it closes.
  app.addHook('onClose', () => pruner.close());
});
