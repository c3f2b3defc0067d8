import { type EmailTokens, emailTokens } from '../../auth/email-tokens.ts';
import { type RefreshTokens, refreshTokens } from '../../auth/refresh-tokens.ts';
import { type SignIns, signIns } from '../../auth/sign-ins.ts';
import { type AccessTokens, accessTokens } from '../../auth/tokens.ts';
import { namedPlugin } from '../named.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** HS256 access JWTs (auth/tokens.ts) */
    access: AccessTokens;
    /** refresh-token families, rotation and the reuse grace interval (auth/refresh-tokens.ts) */
    refresh: RefreshTokens;
    /** single-use verification and reset tokens (auth/email-tokens.ts) */
    emailTokens: EmailTokens;
    /** the account's live sign-ins, to list and end (auth/sign-ins.ts) */
    signIns: SignIns;
  }
}

export default namedPlugin({ name: 'tokens', dependencies: ['database'] }, async (app) => {
  const { config, db, now } = app;
  app.decorate('access', accessTokens(config.jwtSecret, config.publicUrl, now));
  const maxAge = config.sessionMaxAgeMs;
  app.decorate('refresh', refreshTokens(db, now, config.refreshReuseGraceMs, maxAge));
  app.decorate('signIns', signIns(db, now, maxAge));
  app.decorate('emailTokens', emailTokens(db, now));
});
