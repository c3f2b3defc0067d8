// Small HTTP helpers over fetch for suites that talk to a real listening server.
export const PASSWORD = 'Reliable-Pass1';
let n = 0;
export const email = (tag: string) =>
  `${tag}-${process.pid}-${Date.now().toString(36)}-${++n}@example.test`;

export interface Tokens {
  access_token: string;
  refresh_token: string;
  user: { user_id: string };
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${base}/api${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: kept as text so the assertion shows it */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function signup(
  base: string,
  tag = 'rel',
  headers: Record<string, string> = {},
): Promise<Tokens & { email: string }> {
  const address = email(tag);
  const r = await call(base, 'POST', '/user/signup', {
    body: { first_name: 'Rel', last_name: 'Iable', email: address, password: PASSWORD },
    headers,
  });
  if (r.status !== 201) throw new Error(`signup failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { ...(r.body as Tokens), email: address };
}

export const settings = { sensitivity: 5, alert_frequency: 15, audio_alert: false };

export function point(startMs: number, i: number) {
  return {
    timestamp: new Date(startMs + (i + 1) * 60_000).toISOString(),
    start_score: 80,
    end_score: 70,
    good_posture_seconds: 40,
    bad_posture_seconds: 20,
    duration_seconds: 60,
  };
}
