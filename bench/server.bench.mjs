#!/usr/bin/env node
// Server load figures (bench/README.md#server-throughput): autocannon against a real server process on 127.0.0.1.
//   server_datapoints_rps / _p99_ms       authenticated POST /api/sessions/{id}/datapoints, 10 points
//   server_login_rps                       login throughput (bounded by the argon2id cost)
//   server_user_get_p99_ms_during_login_flood   GET /api/user latency while logins flood
// SQLite always; PostgreSQL too (…_pg keys) when 127.0.0.1:5432 answers. Loopback only, bounded in time.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeResults } from './results.mjs';

const mode = process.env.BENCH_MODE ?? (process.argv.includes('--quick') ? 'quick' : 'full');
const SECONDS = mode === 'quick' ? 4 : 20;
const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Bench-passw0rd';

async function startServer(databaseUrl, port) {
  const data = mkdtempSync(join(tmpdir(), 'posture-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl ?? join(data, 'posture.db'),
    DATA_DIR: data,
    MAIL_OUTBOX: join(data, 'outbox'),
    // Required on PostgreSQL, and at least 32 bytes (server/src/config.ts).
    JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
    LOG_LEVEL: 'warn',
    // The flood is the point here: lift the per-IP/account credential limits for this process only.
    RATE_LIMIT_IP_MAX: '100000000',
    RATE_LIMIT_ACCOUNT_MAX: '100000000',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/server.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return { base, stop: () => stopServer(child, data) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in 30 s');
}

function stopServer(child, data) {
  return new Promise((resolve) => {
    child.once('exit', () => {
      rmSync(data, { recursive: true, force: true });
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function json(base, path, init) {
  const res = await fetch(base + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const cannon = (opts) => autocannon({ connections: 10, duration: SECONDS, ...opts });

async function measure(base) {
  const email = `bench-${Date.now()}@example.com`;
  const signup = await json(base, '/api/user/signup', {
    method: 'POST',
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', email, password: PASSWORD }),
  });
  const auth = {
    authorization: `Bearer ${signup.access_token}`,
    'content-type': 'application/json',
  };
  const { session_id } = await json(base, '/api/sessions', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: true },
      start_time: new Date().toISOString(),
      time_zone: 'UTC',
    }),
  });
  // Every request carries 10 new minutes of data (distinct timestamps), so nothing is deduplicated away.
  let minute = 0;
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  const points = () =>
    JSON.stringify({
      data_points: Array.from({ length: 10 }, () => ({
        timestamp: new Date(t0 + 60_000 * minute++).toISOString(),
        start_score: 90,
        end_score: 88,
        good_posture_seconds: 50,
        bad_posture_seconds: 10,
        duration_seconds: 60,
      })),
    });
  const dp = await cannon({
    url: `${base}/api/sessions/${session_id}/datapoints`,
    method: 'POST',
    headers: auth,
    requests: [{ setupRequest: (req) => ({ ...req, body: points() }) }],
  });
  // The flood really stored what it was sent: its first batch, sent again, is all duplicates.
  minute = 0;
  const again = await json(base, `/api/sessions/${session_id}/datapoints`, {
    method: 'POST',
    headers: auth,
    body: points(),
  });
  if (again.accepted !== 0 || again.duplicates !== 10)
    throw new Error(`data points were not stored under load: ${JSON.stringify(again)}`);
  const flood = cannon({
    url: `${base}/api/user/login`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const reads = cannon({
    url: `${base}/api/user`,
    connections: 2,
    headers: { authorization: auth.authorization },
  });
  const [login, user] = await Promise.all([flood, reads]);
  const errors = (r) => r.errors + r.timeouts + r.non2xx;
  return {
    datapoints_rps: Math.round(dp.requests.average),
    datapoints_p99_ms: dp.latency.p99,
    datapoints_errors: errors(dp),
    login_rps: Math.round(login.requests.average * 10) / 10,
    login_errors: errors(login),
    user_get_p99_ms_during_login_flood: user.latency.p99,
  };
}

function postgresUrl() {
  const probe = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
  if (probe.status !== 0) return null;
  const db = `posture_bench_${process.pid}`;
  const made = spawnSync('psql', ['-h', '127.0.0.1', '-d', 'test', '-qc', `CREATE DATABASE ${db}`]);
  if (made.status !== 0) return null;
  // Trust auth: the role is the OS user (root on these machines).
  return {
    url: `postgres://${encodeURIComponent(userInfo().username)}@127.0.0.1:5432/${db}`,
    drop: () =>
      spawnSync('psql', [
        '-h',
        '127.0.0.1',
        '-d',
        'test',
        '-qc',
        `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`,
      ]),
  };
}

const prefix = (tag, r) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [`server_${k}${tag}`, v]));
const results = {};
{
  const s = await startServer(null, 3901);
  try {
    Object.assign(results, prefix('', await measure(s.base)));
  } finally {
    await s.stop();
  }
}
const pg = postgresUrl();
if (pg) {
  const s = await startServer(pg.url, 3902);
  try {
    Object.assign(results, prefix('_pg', await measure(s.base)));
  } finally {
    await s.stop();
    pg.drop();
  }
} else
  console.log('[bench:server] PostgreSQL is not reachable on 127.0.0.1:5432: SQLite figures only');
console.table(results);
mergeResults(results);
const failures = Object.entries(results).filter(([k, v]) => k.includes('_errors') && v > 0);
if (failures.length) {
  console.error('[bench:server] requests failed under load:', failures);
  process.exit(1);
}
