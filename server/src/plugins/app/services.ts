import fp from 'fastify-plugin';
import type { Services } from '../../context.ts';

/** `app.services`: the infrastructure decorators gathered for tests and tools (context.ts). */
export default fp(
  async (app) => {
    const { config, db, dialect, now, access, refresh, emailTokens, mailer, points } = app;
    const aggregate: Services = {
      config,
      db,
      dialect,
      now,
      access,
      refresh,
      emailTokens,
      mailer,
      points,
    };
    app.decorate('services', aggregate);
  },
  { name: 'services', dependencies: ['database', 'tokens', 'mailer', 'data-point-writer'] },
);
