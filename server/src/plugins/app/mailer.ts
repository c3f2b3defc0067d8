import { type Mailer, createMailer } from '../../services/mailer.ts';
import { namedPlugin } from '../named.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the outbox table and its delivery loop (services/mailer.ts) */
    mailer: Mailer;
  }
}

export default namedPlugin({ name: 'mailer', dependencies: ['database'] }, async (app) => {
  const { config } = app;
  const mailer = createMailer(
    app.db,
    { smtpUrl: config.smtpUrl, outboxDir: config.mailOutbox, from: config.mailFrom },
    app.log,
    app.now,
  );
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
});
