import fp from 'fastify-plugin';
import { outboxRepository } from '../../repositories/outbox.ts';
import { type Mailer, createMailer } from '../../services/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the outbox table and its delivery loop (services/mailer.ts) */
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const mailer = createMailer(
      outboxRepository(app.db),
      { smtpUrl: config.smtpUrl, outboxDir: config.mailOutbox, from: config.mailFrom },
      app.log,
      app.now,
    );
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['database'] },
);
