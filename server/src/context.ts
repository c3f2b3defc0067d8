import type { Kysely } from 'kysely';
import type { EmailTokens } from './auth/email-tokens.ts';
import type { RefreshTokens } from './auth/refresh-tokens.ts';
import type { AccessTokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Dialect } from './db/migrations.ts';
import type { Database } from './db/schema.ts';
import type { DataPointWriter } from './services/datapoint-writer.ts';
import type { Mailer } from './services/mailer.ts';

/** The services every route plugin uses; built once in app.ts and decorated onto the instance. */
export interface Services {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => number;
  access: AccessTokens;
  refresh: RefreshTokens;
  emailTokens: EmailTokens;
  mailer: Mailer;
  /** group-committed data-point writes (services/datapoint-writer.ts) */
  points: DataPointWriter;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** marks the instance as shutting down (server.ts, on SIGTERM) */
    drain(): void;
  }
  interface FastifyRequest {
    /** set by the authenticate hook */
    auth: { userId: string; familyId: string } | null;
  }
}
