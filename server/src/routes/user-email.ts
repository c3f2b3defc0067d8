import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashPassword } from '../auth/passwords.ts';
import { badRequest } from '../errors.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { MessageBody, errors } from '../schemas/common.ts';
import { AuthResponse, EmailBody, ResetBody, TokenQuery } from '../schemas/user.ts';
import { resetMail, verificationMail } from '../services/mail-templates.ts';
import { findUser, normalizeEmail, signIn } from '../services/users.ts';
import { passwordProblem } from '../services/validation.ts';

/** Spec §8 success texts, sent whether or not the account exists. */
export const RESEND_MESSAGE = 'Verification email sent! Please check your inbox.';
export const FORGOT_MESSAGE =
  'If an account with that email exists, you will receive a password reset link.';

const userEmail: FastifyPluginAsyncTypebox = async (app) => {
  const s = app.services;
  const { ipMax, accountMax } = s.config.rateLimit;
  const byEmail = (req: { body?: unknown }) => {
    const e = (req.body as { email?: unknown } | undefined)?.email;
    return typeof e === 'string' ? normalizeEmail(e) : undefined;
  };
  const link = (path: string, token: string) =>
    `${s.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  app.get(
    '/user/verify',
    {
      schema: {
        tags: ['user'],
        querystring: TokenQuery,
        response: { 200: AuthResponse, ...errors(400, 429) },
      },
      ...limiter(app, 'verify', { perIp: ipMax }),
    },
    async (req) => {
      if (!req.query.token) throw badRequest('No verification token provided');
      const userId = await s.emailTokens.claim(req.query.token, 'verify');
      if (!userId)
        throw badRequest(
          'Email verification failed: this link is invalid, expired or already used',
        );
      await s.db
        .updateTable('users')
        .set({ is_verified: 1, updated_at: s.now() })
        .where('id', '=', userId)
        .execute();
      const u = await findUser(s, userId);
      if (!u) throw badRequest('Email verification failed');
      return signIn(s, u);
    },
  );

  app.post(
    '/user/resend-verification',
    {
      schema: {
        tags: ['user'],
        body: EmailBody,
        response: { 200: MessageBody, ...errors(400, 429) },
      },
      ...limiter(app, 'resend', { perIp: ipMax, perAccount: accountMax, account: byEmail }),
    },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      s.mailer.later(async () => {
        const u = await s.db
          .selectFrom('users')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirst();
        if (!u || u.is_verified === 1) return;
        const token = await s.emailTokens.create(u.id, 'verify');
        await s.mailer.enqueue(
          u.email,
          verificationMail(u.first_name, link('/verify-email', token)),
        );
      });
      return { message: RESEND_MESSAGE };
    },
  );

  app.post(
    '/user/forgot-password',
    {
      schema: {
        tags: ['user'],
        body: EmailBody,
        response: { 200: MessageBody, ...errors(400, 429) },
      },
      ...limiter(app, 'forgot', { perIp: ipMax, perAccount: accountMax, account: byEmail }),
    },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      s.mailer.later(async () => {
        const u = await s.db
          .selectFrom('users')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirst();
        if (!u) return;
        const token = await s.emailTokens.create(u.id, 'reset');
        await s.mailer.enqueue(u.email, resetMail(u.first_name, link('/reset-password', token)));
      });
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags: ['user'],
        body: ResetBody,
        response: { 200: AuthResponse, ...errors(400, 429) },
      },
      ...limiter(app, 'reset', { perIp: ipMax }),
    },
    async (req) => {
      if (!req.body.token) throw badRequest('No reset token provided');
      // Check the password first so a typo does not burn the single-use link.
      const problem = passwordProblem(req.body.new_password, false);
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(req.body.new_password);
      const userId = await s.emailTokens.claim(req.body.token, 'reset');
      if (!userId)
        throw badRequest('Password reset failed: this link is invalid, expired or already used');
      // The mailbox owner proved control of the address, so the account counts as verified too.
      await s.db
        .updateTable('users')
        .set({ password_hash: passwordHash, is_verified: 1, updated_at: s.now() })
        .where('id', '=', userId)
        .execute();
      await s.refresh.revokeAllForUser(userId);
      const u = await findUser(s, userId);
      if (!u) throw badRequest('Password reset failed');
      return signIn(s, u);
    },
  );
};

export default userEmail;
