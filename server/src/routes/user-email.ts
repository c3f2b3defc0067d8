import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashPassword } from '../auth/passwords.ts';
import { badRequest } from '../errors.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { MessageBody, errors } from '../../../core/api/schemas/common.ts';
import { AuthResponse, EmailBody, ResetBody, TokenQuery } from '../../../core/api/schemas/user.ts';
import type { MailPurpose } from '../plugins/app/mail-tokens.ts';
import { mailLanguage } from '../services/mail-language.ts';
import { type UserRow, bodyEmail, normalizeEmail, signIn } from '../services/users.ts';
import { passwordProblem } from '../services/validation.ts';

/** docs/api.md#errors success texts, sent whether or not the account exists. */
export const RESEND_MESSAGE = 'Verification email sent! Please check your inbox.';
export const FORGOT_MESSAGE =
  'If an account with that email exists, you will receive a password reset link.';

/** The two "mail me a link" routes: same shape, same answer for known and unknown addresses. */
const MAIL_ROUTES = [
  { url: '/user/resend-verification', limit: 'resend', purpose: 'verify', message: RESEND_MESSAGE },
  { url: '/user/forgot-password', limit: 'forgot', purpose: 'reset', message: FORGOT_MESSAGE },
] as const;

const userEmail: FastifyPluginAsyncTypebox = async (app) => {
  const { usersRepository: users, emailTokens, mailTokens } = app;
  const { ipMax, accountMax } = app.config.rateLimit;

  /**
   * The one claim path of both links: claim the single-use token (one atomic UPDATE), apply the
   * link's change to the account, and sign in. `failed` is the docs/api.md#errors text of that link.
   */
  async function claimAndSignIn(
    token: string,
    purpose: MailPurpose,
    failed: string,
    change: Partial<Pick<UserRow, 'is_verified' | 'password_hash'>>,
  ) {
    const userId = await emailTokens.claim(token, purpose);
    if (!userId) throw badRequest(`${failed}: this link is invalid, expired or already used`);
    // A reset changes the password; a verification proves who owns the address. Either way the
    // credentials version moves on and every earlier sign-in ends in the same transaction
    // (docs/api.md#sign-ins); the one who clicked gets a fresh sign-in. A provider link made while
    // the address was unproven goes too.
    const u = await users.changeCredentials(userId, change, { proven: true });
    if (!u) throw badRequest(failed);
    return signIn(app, u);
  }

  /** A route that claims a mailed link: its input, the sign-in it answers with, a per-source limit. */
  const claimRoute = <Input extends object>(limit: string, input: Input) => ({
    schema: { tags: ['user'], ...input, response: { 200: AuthResponse, ...errors(400, 429) } },
    ...limiter(app, limit, { perIp: ipMax }),
  });

  app.get('/user/verify', claimRoute('verify', { querystring: TokenQuery }), async (req) => {
    if (!req.query.token) throw badRequest('No verification token provided');
    return claimAndSignIn(req.query.token, 'verify', 'Email verification failed', {
      is_verified: 1,
    });
  });

  for (const route of MAIL_ROUTES)
    app.post(
      route.url,
      {
        schema: {
          tags: ['user'],
          body: EmailBody,
          response: { 200: MessageBody, ...errors(400, 429) },
        },
        ...limiter(app, route.limit, { perIp: ipMax, perAccount: accountMax, account: bodyEmail }),
      },
      async (req) => {
        mailTokens.sendLater(
          normalizeEmail(req.body.email),
          route.purpose,
          mailLanguage(req.headers['accept-language']),
        );
        return { message: route.message };
      },
    );

  app.post('/user/reset-password', claimRoute('reset', { body: ResetBody }), async (req) => {
    if (!req.body.token) throw badRequest('No reset token provided');
    // Check the password first so a typo does not burn the single-use link.
    const problem = passwordProblem(req.body.new_password, false);
    if (problem) throw badRequest(problem);
    const passwordHash = await hashPassword(req.body.new_password);
    // The mailbox owner proved control of the address, so the account counts as verified too.
    return claimAndSignIn(req.body.token, 'reset', 'Password reset failed', {
      password_hash: passwordHash,
      is_verified: 1,
    });
  });
};

export default userEmail;
