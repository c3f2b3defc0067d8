import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** `npm start` entry: one process serving /api and the built SPA. */
const config = loadConfig();
const app = await buildApp({ config });
if (config.jwtSecretGenerated)
  app.log.info(
    { file: `${config.dataDir}/jwt-secret` },
    'JWT_SECRET not set: generated a new secret and saved it in DATA_DIR',
  );
if (!config.distDir) app.log.warn('dist/ not found: serving the API only (run `npm run build`)');
if (!config.smtpUrl)
  app.log.info(
    { outbox: config.mailOutbox },
    'SMTP_URL not set: mails are written as .eml files to the outbox',
  );

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    app.drain();
    // app.close() stops accepting connections, waits for in-flight requests, then runs onClose hooks.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: app.dialect, publicUrl: config.publicUrl },
  `account server listening on port ${config.port}`,
);
