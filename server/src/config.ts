import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { trustProxy } from './config-proxy.ts';

/** Everything the server reads from the environment, resolved once at start (server/README.md). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  /** true when the secret was generated on this start (logged by server.ts) */
  jwtSecretGenerated: boolean;
  smtpUrl: string | null;
  mailOutbox: string;
  mailFrom: string;
  oidc: { issuer: string; clientId: string | null; clientSecret: string | null };
  redisUrl: string | null;
  /** origins allowed to call the API from another host (CORS); empty = same origin only */
  corsOrigins: string[];
  /** X-Forwarded-For is believed from these proxies (a hop count or addresses); false: from none */
  trustProxy: false | number | string[];
  rateLimit: {
    windowMs: number;
    ipMax: number;
    accountMax: number;
    /** failed logins of one account from every source past which its logins are slowed */
    accountSoftMax: number;
    feedbackMax: number;
  };
  /** a refresh token rotated less than this ago answers with its live successor */
  refreshReuseGraceMs: number;
  /** a sign-in ends this long after it began, however often it is refreshed (SESSION_MAX_AGE_DAYS) */
  sessionMaxAgeMs: number;
  /** A session with no data point for this long is closed by the server from its last point. */
  sessionIdleMs: number;
  /** under-pressure answers 503 past this event-loop delay; 0 turns the check off */
  maxEventLoopDelayMs: number;
  distDir: string | null;
  /** the pruner's schedule and how long outbox rows and analytics events stay (services/pruner.ts) */
  prune: { intervalMs: number; outboxKeepMs: number; analyticsKeepMs: number };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return Math.floor(n);
}

/** OUTBOX_KEEP_DAYS: at least 1, so the pruner never deletes mail before the mailer's retries end. */
function outboxKeepDays(env: NodeJS.ProcessEnv): number {
  const days = int(env, 'OUTBOX_KEEP_DAYS', 3);
  if (days < 1)
    throw new Error(
      `OUTBOX_KEEP_DAYS must be at least 1 (a shorter keep deletes unsent mail), got "${env.OUTBOX_KEEP_DAYS}"`,
    );
  return days;
}

/**
 * Without SMTP_URL mail is written as files (with live sign-in links) to MAIL_OUTBOX: a
 * development outbox, refused under NODE_ENV=production unless MAIL_OUTBOX_IN_PRODUCTION=true.
 */
function fileOutboxAllowed(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production' || env.SMTP_URL || env.MAIL_OUTBOX_IN_PRODUCTION === 'true')
    return;
  throw new Error(
    'NODE_ENV=production without SMTP_URL would write mail, with its sign-in links, as files to MAIL_OUTBOX: set SMTP_URL, or MAIL_OUTBOX_IN_PRODUCTION=true to allow the file outbox',
  );
}

/** HS256 wants a key at least as long as its hash: 32 bytes (RFC 7518 section 3.2). */
export const MIN_SECRET_BYTES = 32;

/**
 * JWT_SECRET wins and must be at least 32 bytes. Without it, SQLite (one instance) persists a
 * generated secret in DATA_DIR so tokens survive restarts; PostgreSQL means several instances
 * may share the database, and they must share the secret too, so it must be given.
 */
function loadSecret(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  databaseUrl: string,
): { secret: string; generated: boolean } {
  if (env.JWT_SECRET) {
    const bytes = Buffer.byteLength(env.JWT_SECRET, 'utf8');
    if (bytes < MIN_SECRET_BYTES)
      throw new Error(
        `JWT_SECRET is ${bytes} bytes; it must be at least ${MIN_SECRET_BYTES} (e.g. \`openssl rand -base64 48\`)`,
      );
    return { secret: env.JWT_SECRET, generated: false };
  }
  if (/^postgres(ql)?:\/\//i.test(databaseUrl))
    throw new Error(
      'JWT_SECRET is required with PostgreSQL: every instance must sign with the same secret',
    );
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(saved) < MIN_SECRET_BYTES)
      throw new Error(
        `${file} holds under ${MIN_SECRET_BYTES} bytes; delete it to generate a new one`,
      );
    return { secret: saved, generated: false };
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return { secret, generated: true };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  fileOutboxAllowed(env);
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  const port = int(env, 'PORT', 3000);
  const databaseUrl = env.DATABASE_URL || join(dataDir, 'posture.db');
  const { secret, generated } = loadSecret(env, dataDir, databaseUrl);
  const dist = resolve(cwd, env.DIST_DIR || 'dist');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: secret,
    jwtSecretGenerated: generated,
    smtpUrl: env.SMTP_URL || null,
    mailOutbox: resolve(cwd, env.MAIL_OUTBOX || join(dataDir, 'outbox')),
    mailFrom: env.MAIL_FROM || 'Posture Coach <no-reply@posture.local>',
    oidc: {
      issuer: env.OIDC_ISSUER || 'https://accounts.google.com',
      clientId: env.OIDC_CLIENT_ID || null,
      clientSecret: env.OIDC_CLIENT_SECRET || null,
    },
    redisUrl: env.REDIS_URL || null,
    corsOrigins: (env.CORS_ORIGIN ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimit: {
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 15 * 60_000),
      ipMax: int(env, 'RATE_LIMIT_IP_MAX', 30),
      accountMax: int(env, 'RATE_LIMIT_ACCOUNT_MAX', 10),
      accountSoftMax: int(
        env,
        'RATE_LIMIT_ACCOUNT_SOFT_MAX',
        5 * int(env, 'RATE_LIMIT_ACCOUNT_MAX', 10),
      ),
      feedbackMax: int(env, 'RATE_LIMIT_FEEDBACK_MAX', 20),
    },
    refreshReuseGraceMs: int(env, 'REFRESH_REUSE_GRACE_S', 10) * 1000,
    sessionMaxAgeMs: Math.max(1, int(env, 'SESSION_MAX_AGE_DAYS', 30)) * 86_400_000,
    sessionIdleMs: int(env, 'SESSION_IDLE_MS', 10 * 60_000),
    maxEventLoopDelayMs: int(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000),
    distDir: existsSync(join(dist, 'index.html')) ? dist : null,
    prune: {
      intervalMs: int(env, 'PRUNE_INTERVAL_MS', 3600_000),
      outboxKeepMs: outboxKeepDays(env) * 86_400_000,
      analyticsKeepMs: int(env, 'ANALYTICS_KEEP_DAYS', 400) * 86_400_000,
    },
  };
}
