import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkPassword, hashPassword } from '../auth/passwords.ts';
import { ACCESS_TTL_S, REFRESH_TTL_S, newId } from '../auth/tokens.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { bearer, requireUser, userOf } from '../plugins/auth.ts';
import { accountThrottle } from '../plugins/account-throttle.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { errors } from '../../../core/api/schemas/common.ts';
import {
  AuthResponse,
  LoginBody,
  RefreshResponse,
  SignupBody,
  UpdateUserBody,
  UserEnvelope,
  UserProfile,
} from '../../../core/api/schemas/user.ts';
import { mailLanguage } from '../services/mail-language.ts';
import { registeredSignup } from '../services/registered-signup.ts';
import { type UserRow, bodyEmail, normalizeEmail, signIn, toProfile } from '../services/users.ts';
import { passwordProblem } from '../services/validation.ts';

const user: FastifyPluginAsyncTypebox = async (app) => {
  const { usersRepository: users, refresh, access, mailTokens } = app;
  const { ipMax, accountMax } = app.config.rateLimit;
  const auth = requireUser(app);
  const loginLimit = limiter(app, 'login', {
    perIp: ipMax,
    perAccount: accountMax,
    account: bodyEmail,
    failuresOnly: true,
  });
  const slowAccount = accountThrottle(app, 'login', bodyEmail);

  app.post(
    '/user/signup',
    {
      schema: {
        tags: ['user'],
        body: SignupBody,
        response: { 201: AuthResponse, ...errors(400, 429) },
      },
      ...limiter(app, 'signup', { perIp: ipMax, perAccount: accountMax, account: bodyEmail }),
    },
    async (req, reply) => {
      const first = req.body.first_name.trim();
      const last = req.body.last_name.trim();
      if (!first) throw badRequest('First name cannot be empty');
      if (!last) throw badRequest('Last name cannot be empty');
      const problem = passwordProblem(req.body.password, true);
      if (problem) throw badRequest(problem);
      const email = normalizeEmail(req.body.email);
      // Hashed for a registered address too, so that answer takes about as long as a new account's.
      const passwordHash = await hashPassword(req.body.password);
      const language = mailLanguage(req.headers['accept-language']);
      const names = { first_name: first, last_name: last };
      // A registered address gets a new account's answer (for no account) and its owner a mail, so
      // the sign-up form tells nobody who has an account (docs/api.md#server-rules).
      const registered = async (owner: UserRow | undefined) =>
        reply.code(201).send(await registeredSignup(app, owner, { email, ...names }, language));
      const existing = await users.findByEmail(email);
      if (existing) {
        // An address nobody proved yet goes to whoever signs up with it last, as in GoTrue: the
        // earlier password, names, provider link and sign-ins all go (docs/api.md#sign-ins).
        const taken =
          existing.is_verified !== 1 &&
          (await users.changeCredentials(
            existing.id,
            { ...names, password_hash: passwordHash, oauth_subject: null, oauth_provider: null },
            { unverifiedOnly: true },
          ));
        if (!taken) return registered(existing);
        await mailTokens.send(taken, 'verify', language);
        return reply.code(201).send(await signIn(app, taken, req.headers['user-agent']));
      }
      const t = app.now();
      const row = {
        id: newId(),
        email,
        ...names,
        password_hash: passwordHash,
        is_verified: 0,
        oauth_provider: null,
        oauth_subject: null,
        created_at: t,
        updated_at: t,
        credentials_version: 0,
      };
      // The unique index settles a race between two signups for one address.
      if (!(await users.insertUnlessTaken(row))) return registered(await users.findByEmail(email));
      await mailTokens.send(row, 'verify', language);
      return reply.code(201).send(await signIn(app, row, req.headers['user-agent']));
    },
  );

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['user'],
        body: LoginBody,
        response: { 200: AuthResponse, ...errors(400, 401, 429) },
      },
      onRequest: loginLimit.onRequest,
      preHandler: [loginLimit.preHandler, slowAccount.preHandler],
    },
    async (req) => {
      const found = await users.findByEmail(normalizeEmail(req.body.email));
      // Unknown e-mail, wrong password and Google-only account: one answer, one argon2 verify each (docs/api.md#server-rules).
      const ok = await checkPassword(found?.password_hash ?? null, req.body.password);
      if (!found || !ok) throw unauthorized('Invalid email or password');
      await loginLimit.succeeded(req);
      await slowAccount.succeeded(req);
      return signIn(app, found, req.headers['user-agent']);
    },
  );

  app.post(
    '/user/refresh',
    {
      schema: {
        tags: ['user'],
        description: 'Bearer refresh token in the Authorization header; no body.',
        response: { 200: RefreshResponse, ...errors(401, 429) },
      },
      ...limiter(app, 'refresh', { perIp: Math.max(ipMax * 4, ipMax) }),
    },
    async (req) => {
      const token = bearer(req);
      if (!token) throw unauthorized('Refresh token required');
      const r = await refresh.rotate(token, req.headers['user-agent']);
      if (!r.ok) {
        if (r.reuse) req.log.warn('refresh token reuse detected; sign-in family revoked');
        throw unauthorized('Invalid or expired refresh token');
      }
      return {
        access_token: await access.sign({ sub: r.userId, sid: r.familyId }),
        refresh_token: r.token,
        token_type: 'Bearer' as const,
        expires_in: ACCESS_TTL_S,
        // What is left of the sign-in's lifetime (docs/api.md#sign-ins), so the client knows too.
        refresh_in: Math.max(0, Math.min(REFRESH_TTL_S, Math.floor((r.endsAt - app.now()) / 1000))),
      };
    },
  );

  app.get(
    '/user',
    {
      schema: { tags: ['user'], response: { 200: UserProfile, ...errors(401) } },
      preHandler: auth,
    },
    async (req) => {
      const u = await users.findById(userOf(req).userId);
      if (!u) throw unauthorized();
      return toProfile(u);
    },
  );

  app.put(
    '/user',
    {
      schema: {
        tags: ['user'],
        body: UpdateUserBody,
        response: { 200: UserEnvelope, ...errors(400, 401) },
      },
      preHandler: auth,
    },
    async (req) => {
      const first = req.body.first_name.trim();
      const last = req.body.last_name.trim();
      if (!first) throw badRequest('First name cannot be empty');
      if (!last) throw badRequest('Last name cannot be empty');
      const id = userOf(req).userId;
      await users.update(id, { first_name: first, last_name: last });
      const u = await users.findById(id);
      if (!u) throw unauthorized();
      return { user: toProfile(u) };
    },
  );
};

export default user;
