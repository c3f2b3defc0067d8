import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../errors.ts';
import type { AccountThrottle } from '../plugins/account-throttle.ts';
import { requireUser, userOf } from '../plugins/auth.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { MessageBody, errors } from '../../../core/api/schemas/common.ts';
import { ConfirmBody } from '../../../core/api/schemas/user.ts';
import { confirmAccount } from '../services/confirm-account.ts';

/**
 * DELETE /user: the account and everything stored with it (its mail files too), confirmed with
 * the password or a recent sign-in (docs/api.md#server-rules).
 */
const userDelete: FastifyPluginAsyncTypebox<{ confirmSlow: AccountThrottle }> = async (
  app,
  opts,
) => {
  const { usersRepository: users } = app;
  const { ipMax, accountMax } = app.config.rateLimit;
  const auth = requireUser(app);
  const deleteLimit = limiter(app, 'delete-confirm', {
    perIp: ipMax,
    perAccount: accountMax,
    account: (req) => req.auth?.userId,
    failuresOnly: true,
  });
  const slowAccount = opts.confirmSlow;
  app.delete(
    '/user',
    {
      schema: {
        tags: ['user'],
        description:
          'Needs `password` in the body, or none within 5 minutes of signing in (docs/api.md#server-rules).',
        body: ConfirmBody,
        response: { 200: MessageBody, ...errors(400, 401, 403, 429) },
      },
      onRequest: deleteLimit.onRequest,
      // The body is optional: a delete without one is checked as an empty object.
      preValidation: async (req) => {
        req.body ??= {};
      },
      preHandler: [auth, deleteLimit.preHandler, slowAccount.preHandler],
    },
    async (req) => {
      const { userId, familyId } = userOf(req);
      const u = await users.findById(userId);
      if (!u) throw unauthorized();
      await confirmAccount(app, u, familyId, req.body.password);
      await deleteLimit.succeeded(req);
      await slowAccount.succeeded(req);
      const email = await users.delete(userId);
      if (email) app.mailer.forget(email);
      return { message: 'Account deleted' };
    },
  );
};

export default userDelete;
