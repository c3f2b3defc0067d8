// A minute of what real clients do, spread over users: read the profile, send data points, read
// stats and streaks, rotate the refresh token, sign in again. Each user is one closed loop, so its
// token rotations never race each other (a racing rotation inside REFRESH_REUSE_GRACE_S gets the
// same successor; a rotated token replayed later is reuse, and revokes, by design).
import { PASSWORD } from './api.ts';
import { type Sample, runLoad } from './load.ts';

export interface LoadUser {
  email: string;
  access_token: string;
  refresh_token: string;
  user: { user_id: string };
  sessionId: string;
}

export async function mixedLoad(
  base: string,
  users: LoadUser[],
  opts: { seconds: number; ip: (i: number) => string; maxRequests?: number },
) {
  let accepted = 0;
  let counter = 0;
  const t0 = Date.now() - 29 * 86_400_000;
  const pointIndex = users.map(() => 0);
  const op = async (w: number, i: number): Promise<number> => {
    const u = users[w]!;
    const headers: Record<string, string> = {
      'x-forwarded-for': opts.ip(counter++),
      authorization: `Bearer ${u.access_token}`,
    };
    const roll = i % 20;
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${base}/api${path}`, {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(20_000),
      });
    let res: Response;
    if (roll < 7) res = await send('/user');
    else if (roll < 13) {
      const k = pointIndex[w]!++;
      const p = {
        timestamp: new Date(t0 + k * 60_000).toISOString(),
        start_score: 80,
        end_score: 75,
        good_posture_seconds: 50,
        bad_posture_seconds: 10,
        duration_seconds: 60,
      };
      res = await send(`/sessions/${u.sessionId}/datapoints`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data_points: [p] }),
      });
      if (res.status === 200)
        accepted += ((await res.clone().json()) as { accepted: number }).accepted;
    } else if (roll < 15) res = await send(`/users/${u.user.user_id}/stats/lifetime`);
    else if (roll < 17) res = await send(`/users/${u.user.user_id}/streaks`);
    else if (roll < 19) {
      res = await send('/user/refresh', {
        method: 'POST',
        headers: { authorization: `Bearer ${u.refresh_token}` },
      });
      if (res.status === 200)
        Object.assign(
          u,
          (await res.clone().json()) as { access_token: string; refresh_token: string },
        );
    } else {
      res = await send('/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: '' },
        body: JSON.stringify({ email: u.email, password: PASSWORD }),
      });
    }
    await res.arrayBuffer();
    return res.status;
  };
  const load = runLoad(users.length, op, {
    maxSeconds: opts.seconds,
    maxRequests: opts.maxRequests ?? 200_000,
  });
  await load.done;
  let stored = 0;
  for (const u of users) {
    const res = await fetch(`${base}/api/user/export`, {
      headers: { authorization: `Bearer ${u.access_token}`, 'x-forwarded-for': opts.ip(counter++) },
    });
    const body = (await res.json()) as { sessions: { data_points: unknown[] }[] };
    stored += body.sessions.reduce((n, s) => n + s.data_points.length, 0);
  }
  return { samples: load.samples as Sample[], accepted, stored };
}
