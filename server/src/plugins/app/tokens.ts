import { type EmailTokens, emailTokens } from '../../auth/email-tokens.ts';
import { type RefreshTokens, refreshTokens } from '../../auth/refresh-tokens.ts';
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
  }
}

export default namedPlugin({ name: 'tokens', dependencies: ['database'] }, async (app) => {
  const { config, db, now } = app;
  app.decorate('access', accessTokens(config.jwtSecret, config.publicUrl, now));
  app.decorate('refresh', refreshTokens(db, now, config.refreshReuseGraceMs));
  app.decorate('emailTokens', emailTokens(db, now));
});
