import type { Kysely } from 'kysely';
import type { EmailTokens } from './auth/email-tokens.ts';
import type { RefreshTokens } from './auth/refresh-tokens.ts';
import type { AccessTokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Dialect } from './db/schema.ts';
import type { Database } from './db/schema.ts';
import type { DataPointWriter } from './services/data-point-writer.ts';
import type { Mailer } from './services/mailer.ts';

/**
 * The app's infrastructure in one object, for tests and tools that reach into a built app
 * (`app.services.db`, `app.services.mailer.flush()`). The app itself uses the named plugins'
 * decorators (plugins/app/*.ts): `app.db`, `app.refresh`, `app.usersRepository`, ...
 */
export interface Services {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => number;
  access: AccessTokens;
  refresh: RefreshTokens;
  emailTokens: EmailTokens;
  mailer: Mailer;
  /** group-committed data-point writes (services/data-point-writer.ts) */
  points: DataPointWriter;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** the injected clock (epoch ms): token expiry, streak days, quiet-session closing */
    now: () => number;
    services: Services;
    /** marks the instance as shutting down (server.ts, on SIGTERM) */
    drain(): void;
  }
  interface FastifyRequest {
    /** set by the authenticate hook */
    auth: { userId: string; familyId: string } | null;
  }
}
