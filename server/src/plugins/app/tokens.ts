import fp from 'fastify-plugin';
import { type EmailTokens, emailTokens } from '../../auth/email-tokens.ts';
import { type RefreshTokens, refreshTokens } from '../../auth/refresh-tokens.ts';
import { type SignIns, signIns } from '../../auth/sign-ins.ts';
import { type AccessTokens, accessTokens } from '../../auth/tokens.ts';
import { emailTokensRepository } from '../../repositories/email-tokens.ts';
import { refreshTokensRepository } from '../../repositories/refresh-tokens.ts';
import { signInsRepository } from '../../repositories/sign-ins.ts';

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

export default fp(
  async (app) => {
    const { config, db, now } = app;
    app.decorate('access', accessTokens(config.jwtSecret, config.publicUrl, now));
    const maxAge = config.sessionMaxAgeMs;
    const grace = config.refreshReuseGraceMs;
    app.decorate('refresh', refreshTokens(refreshTokensRepository(db), now, grace, maxAge));
    app.decorate('signIns', signIns(signInsRepository(db), now, maxAge));
    app.decorate('emailTokens', emailTokens(emailTokensRepository(db), now));
  },
  { name: 'tokens', dependencies: ['database'] },
);
