import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { newId } from '../auth/tokens.ts';
import { badRequest, notFound, parseIso } from '../errors.ts';
import { authenticateToken, bearer, requireUser, userOf } from '../plugins/auth.ts';
import { errors } from '../../../core/api/schemas/common.ts';
import {
  DataPointsBody,
  DataPointsResponse,
  EndBody,
  EndResponse,
  SessionParams,
  StartBody,
  StartResponse,
} from '../../../core/api/schemas/sessions.ts';
import { isTimeZone } from '../services/stats.ts';
import { pointRow } from '../services/point-rows.ts';

const endedByClient = (row: { ended_at: number | null; closed_by: string | null }) =>
  row.ended_at != null && row.closed_by === 'client';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionsFacade: sessions, points } = app;
  const auth = requireUser(app);

  /** Ownership (docs/api.md#server-rules): another user's session is indistinguishable from a missing one. */
  async function ownSession(req: FastifyRequest, id: string, opts: { allowEnded?: boolean } = {}) {
    const row = await sessions.findOwned(id, userOf(req).userId);
    if (!row) throw notFound('Session not found');
    // A session the server closed for going quiet reopens when its client comes back (outage, sleep).
    if (!opts.allowEnded && endedByClient(row)) throw badRequest('Session already ended');
    return row;
  }

  app.post(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        body: StartBody,
        response: { 201: StartResponse, ...errors(400, 401) },
      },
      preHandler: auth,
    },
    async (req, reply) => {
      const { userId } = userOf(req);
      const startedAt = parseIso(req.body.start_time, 'start_time');
      const tz = req.body.time_zone ?? 'UTC';
      if (!isTimeZone(tz))
        throw badRequest('time_zone must be an IANA time zone such as Europe/Berlin');
      await sessions.closeQuiet(userId, { all: true });
      const id = newId();
      const { sensitivity, alert_frequency, audio_alert } = req.body.settings;
      await sessions.create({
        id,
        user_id: userId,
        started_at: startedAt,
        time_zone: tz,
        sensitivity,
        alert_frequency,
        audio_alert: audio_alert ? 1 : 0,
        last_point_at: null,
        ended_at: null,
        closed_by: null,
        final_score: null,
        num_alerts: null,
        total_seconds_bad_posture: null,
        total_episodes: null,
        total_duration: null,
        average_score: null,
        extras: null,
      });
      return reply.code(201).send({ session_id: id });
    },
  );

  app.post(
    '/sessions/:id/datapoints',
    {
      schema: {
        tags: ['sessions'],
        params: SessionParams,
        body: DataPointsBody,
        response: { 200: DataPointsResponse, ...errors(400, 401, 404) },
      },
      preHandler: auth,
    },
    async (req) => {
      const session = await ownSession(req, req.params.id, { allowEnded: true });
      const ended = endedByClient(session);
      const t = app.now();
      const rows = req.body.data_points.map((p, i) => pointRow(session.id, p, i, t));
      // On unload the last points (keepalive fetch) race the beacon end; points from inside an ended
      // session are still kept, so nothing recorded is lost. Points after its end are refused.
      if (ended && rows.some((r) => r.timestamp > Number(session.ended_at)))
        throw badRequest('Session already ended');
      // Group-committed with other requests' points (services/data-point-writer.ts); a retried
      // batch inserts nothing twice.
      const accepted = await points.write({
        sessionId: session.id,
        rows,
        touch: ended ? false : { reopen: session.ended_at != null },
      });
      return {
        session_id: session.id,
        accepted,
        duplicates: rows.length - accepted,
      };
    },
  );

  // The end call also takes the text/plain body a beacon sends (docs/api.md#session-recording), so it gets its own parser.
  await app.register(async (endScope) => {
    endScope.removeContentTypeParser('text/plain');
    endScope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('Body must be JSON'), { statusCode: 400 }), undefined);
        }
      },
    );

    endScope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/sessions/:id/end',
      {
        schema: {
          tags: ['sessions'],
          params: SessionParams,
          body: EndBody,
          response: { 200: EndResponse, ...errors(400, 401, 404) },
        },
        preHandler: async (req) => {
          // Header first; the body's auth_token exists for beacons, which cannot set headers.
          const body = req.body as { auth_token?: string };
          req.auth = await authenticateToken(app, bearer(req) ?? body.auth_token ?? null);
        },
      },
      async (req) => {
        const {
          auth_token: _secret,
          end_time,
          final_score,
          num_alerts,
          total_seconds_bad_posture,
          total_episodes,
          ...extras
        } = req.body;
        const session = await ownSession(req, req.params.id);
        const endedAt = parseIso(end_time, 'end_time');
        const startedAt = Number(session.started_at);
        if (endedAt < startedAt) throw badRequest('end_time is before the session start');
        const totalDuration = Math.max(
          0,
          Math.round((endedAt - startedAt) / 1000 - (extras.paused_seconds ?? 0)),
        );
        const totals = await sessions.pointTotals(session.id);
        const averageScore = totals.averageScore ?? extras.average_score ?? final_score;
        const won = await sessions.endByClient(session.id, {
          ended_at: endedAt,
          final_score,
          num_alerts,
          total_seconds_bad_posture: Math.min(total_seconds_bad_posture, totalDuration),
          total_episodes,
          total_duration: totalDuration,
          average_score: averageScore,
          extras: Object.keys(extras).length ? JSON.stringify(extras) : null,
        });
        // Two ends racing: the one that lost sees the session as already ended.
        if (!won) throw badRequest('Session already ended');
        return {
          session_id: session.id,
          total_duration: totalDuration,
          average_score: averageScore,
        };
      },
    );
  });
};

export default sessionRoutes;
