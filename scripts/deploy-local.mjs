#!/usr/bin/env node
// `npm run deploy:local`: the deployment of docs/deploy.md, run on this machine and taken down again.
// Two server instances (NODE_ENV=production, as systemd would start them: node server/src/server.ts)
// on one PostgreSQL schema and one Redis, with a shared JWT_SECRET and TRUST_PROXY, behind the
// small proxy of scripts/deploy-proxy.mjs. It shows each instance ready, both answering through
// the proxy, a sign-in made through one accepted by the other, and the proxy routing around an
// instance that stops; then it stops everything and drops the schema. Exits 1 when a check fails.
//   DEPLOY_PORT (3320: the proxy; instances on +1, +2), DEPLOY_PG_URL, DEPLOY_REDIS_URL
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { preflight } from './deploy-preflight.mjs';
import { startProxy } from './deploy-proxy.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const base = Number(process.env.DEPLOY_PORT || 3320);
const pgUrl =
  process.env.DEPLOY_PG_URL ||
  `postgres://${encodeURIComponent(userInfo().username)}@127.0.0.1:5432/test`;
const redisUrl = process.env.DEPLOY_REDIS_URL || 'redis://127.0.0.1:6379';
const schema = `deploy_local_${Date.now().toString(36)}`;
const say = (line) => console.log(`[deploy:local] ${line}`);
let failed = false;
const check = (ok, line) => {
  say(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  failed ||= !ok;
};

const instances = [];
function startInstance(port, env) {
  const dataDir = mkdtempSync(join(tmpdir(), `posture-deploy-${port}-`));
  const child = spawn(process.execPath, [join(root, 'server/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
  });
  instances.push({ port, child, dataDir, exited: new Promise((done) => child.on('exit', done)) });
}

async function waitReady(url, ms = 30_000) {
  for (const until = Date.now() + ms; Date.now() < until;) {
    const res = await fetch(url).catch(() => null);
    if (res?.status === 200) return res.json();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready after ${ms / 1000} s`);
}

async function stopInstance(instance) {
  if (instance.child.exitCode !== null) return;
  instance.child.kill('SIGTERM'); // drains in-flight requests, then exits (server/src/server.ts)
  await instance.exited;
}

/** n GETs of url, counted by key(response). */
async function tally(url, n, key) {
  const seen = {};
  for (let i = 0; i < n; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    seen[key(res)] = (seen[key(res)] ?? 0) + 1;
  }
  return seen;
}

async function demo(proxyUrl) {
  const seen = await tally(`${proxyUrl}/api/health/ready`, 10, (res) =>
    res.headers.get('x-upstream'),
  );
  say(`10 x GET /api/health/ready through the proxy, by instance: ${JSON.stringify(seen)}`);
  check(
    instances.every((i) => seen[`127.0.0.1:${i.port}`] > 0),
    'both instances answered through the proxy',
  );

  const page = await fetch(`${proxyUrl}/`);
  const html = await page.text();
  check(
    page.status === 200 && html.includes('<div id="root">'),
    `GET / through the proxy: ${page.status} ${page.headers.get('content-type')}, ${html.length} bytes`,
  );

  const email = `deploy-${randomBytes(4).toString('hex')}@example.test`;
  const signup = await fetch(`${proxyUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      password: 'Sturdy-Pass1',
    }),
  });
  const tokens = await signup.json();
  check(
    signup.status === 201,
    `sign-up through the proxy: ${signup.status}, answered by ${signup.headers.get('x-upstream')}`,
  );
  for (const i of instances) {
    const me = await fetch(`http://127.0.0.1:${i.port}/api/user`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const user = await me.json();
    check(
      me.status === 200 && user.email_address === email,
      `that access token on instance :${i.port} directly: ${me.status} (shared JWT_SECRET and database)`,
    );
  }

  const [first, second] = instances;
  await stopInstance(second);
  say(`instance :${second.port} stopped (SIGTERM)`);
  const codes = await tally(
    `${proxyUrl}/api/health/ready`,
    6,
    (res) => `${res.status} ${res.headers.get('x-upstream')}`,
  );
  say(`6 x GET through the proxy with one instance down: ${JSON.stringify(codes)}`);
  check(
    Object.keys(codes).every((k) => k === `200 127.0.0.1:${first.port}`),
    'the proxy routes around the stopped instance',
  );
}

async function main() {
  await preflight(pgUrl, redisUrl, root);
  const proxyUrl = `http://127.0.0.1:${base}`;
  const env = {
    NODE_ENV: 'production',
    // No SMTP server here: the rehearsal's mail goes to the file outbox, allowed explicitly.
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    DATABASE_URL: `${pgUrl}?schema=${schema}`,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: proxyUrl,
    LOG_LEVEL: 'warn',
  };
  say(`PostgreSQL ${pgUrl} schema ${schema}, Redis ${redisUrl}, proxy ${proxyUrl}`);
  // One at a time: the first creates and migrates the schema, the second finds it ready.
  for (const port of [base + 1, base + 2]) {
    startInstance(port, env);
    const body = await waitReady(`http://127.0.0.1:${port}/api/health/ready`);
    check(
      body.database === 'postgres' && body.redis === 'ok',
      `node server/src/server.ts on 127.0.0.1:${port} ready: ${JSON.stringify(body)}`,
    );
  }
  // Started after both instances are ready: its first readiness check finds them so.
  const proxy = await startProxy(base, [`127.0.0.1:${base + 1}`, `127.0.0.1:${base + 2}`], {
    log: say,
  });
  try {
    await demo(proxyUrl);
  } finally {
    await proxy.close();
  }
}

try {
  await main();
} catch (err) {
  check(false, err.message);
} finally {
  await Promise.all(instances.map(stopInstance));
  for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect().then(
    () => client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end()),
    () => {},
  );
  say(`stopped the proxy and ${instances.length} instances, dropped schema ${schema}`);
}
say(failed ? 'FAILED' : 'passed: every check above');
process.exit(failed ? 1 : 0);
