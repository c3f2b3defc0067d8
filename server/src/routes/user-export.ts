import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import type { AccountThrottle } from '../plugins/account-throttle.ts';
import { requireUser, userOf } from '../plugins/auth.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { errors } from '../../../core/api/schemas/common.ts';
import { ConfirmBody, UserExport } from '../../../core/api/schemas/user.ts';
import { confirmAccount } from '../services/confirm-account.ts';
import { type UserRow, toProfile } from '../services/users.ts';
import { toSetup } from './setups.ts';

const iso = (ms: number | null) => (ms == null ? null : new Date(Number(ms)).toISOString());

/**
 * GET and POST /user/export: everything stored about the user, as the privacy notice promises.
 * Secrets (hashes) are left out. It needs the password (POST) or a sign-in from the last 5 minutes
 * (either; docs/api.md#server-rules): a bearer token alone does not hand over all of it.
 */
const userExport: FastifyPluginAsyncTypebox<{ confirmSlow: AccountThrottle }> = async (
  app,
  opts,
) => {
  const { usersRepository: users } = app;
  const { ipMax, accountMax } = app.config.rateLimit;
  const auth = requireUser(app);
  const limit = limiter(app, 'export-confirm', {
    perIp: ipMax,
    perAccount: accountMax,
    account: (req) => req.auth?.userId,
    failuresOnly: true,
  });
  const slowAccount = opts.confirmSlow;
  const response = { 200: UserExport, ...errors(400, 401, 403, 429) };

  app.get(
    '/user/export',
    {
      schema: {
        tags: ['user'],
        description: 'Within 5 minutes of signing in; else POST with the password.',
        response,
      },
      preHandler: auth,
    },
    async (req, reply) => send(reply, await confirmed(req, undefined)),
  );

  app.post(
    '/user/export',
    {
      schema: {
        tags: ['user'],
        description:
          'Needs `password` in the body, or none within 5 minutes of signing in (docs/api.md#server-rules).',
        body: ConfirmBody,
        response,
      },
      onRequest: limit.onRequest,
      preHandler: [auth, limit.preHandler, slowAccount.preHandler],
    },
    async (req, reply) => {
      const u = await confirmed(req, req.body.password);
      await limit.succeeded(req);
      await slowAccount.succeeded(req);
      return send(reply, u);
    },
  );

  async function confirmed(req: FastifyRequest, password: string | undefined) {
    const { userId, familyId } = userOf(req);
    const u = await users.findById(userId);
    if (!u) throw unauthorized();
    await confirmAccount(app, u, familyId, password);
    return u;
  }

  async function send(reply: FastifyReply, u: UserRow) {
    const id = u.id;
    const { sessions, points, feedback, signIns } = await users.exportOf(id);
    const setups = await app.setupsRepository.list(id);
    // Grouped by session in one pass, each session's points in timestamp order.
    const pointsOf = new Map<string, typeof points>();
    for (const p of points) {
      const list = pointsOf.get(p.session_id);
      if (list) list.push(p);
      else pointsOf.set(p.session_id, [p]);
    }
    const body = {
      exported_at: new Date(app.now()).toISOString(),
      user: { ...toProfile(u), has_password: u.password_hash !== null },
      sessions: sessions.map((x) => ({
        session_id: x.id,
        start_time: iso(x.started_at),
        end_time: iso(x.ended_at),
        time_zone: x.time_zone,
        settings: {
          sensitivity: x.sensitivity,
          alert_frequency: x.alert_frequency,
          audio_alert: x.audio_alert === 1,
        },
        closed_by: x.closed_by,
        final_score: x.final_score,
        num_alerts: x.num_alerts,
        total_seconds_bad_posture: x.total_seconds_bad_posture,
        total_episodes: x.total_episodes,
        total_duration: x.total_duration,
        average_score: x.average_score,
        extras: x.extras ? (JSON.parse(x.extras) as unknown) : null,
        data_points: (pointsOf.get(x.id) ?? []).map((p) => ({
          timestamp: iso(p.timestamp),
          start_score: p.start_score,
          end_score: p.end_score,
          good_posture_seconds: p.good_posture_seconds,
          bad_posture_seconds: p.bad_posture_seconds,
          duration_seconds: p.duration_seconds,
          false_alarms: p.false_alarms,
          missed_slouches: p.missed_slouches,
          looking_down_seconds: p.looking_down_seconds,
        })),
      })),
      feedback: feedback.map((f) => ({
        feedback_type: f.feedback_type,
        feedback_text: f.feedback_text,
        user_agent: f.user_agent,
        timestamp: iso(f.timestamp),
      })),
      setups: setups.map(toSetup),
      sign_ins: signIns.map((f) => ({
        created_at: iso(f.created_at),
        revoked_at: iso(f.revoked_at),
        last_used_at: iso(f.last_used_at),
        user_agent: f.user_agent,
      })),
    };
    return reply
      .header('content-disposition', 'attachment; filename="posture-coach-export.json"')
      .send(body);
  }
};

export default userExport;
