#!/usr/bin/env node
// Starts the app for Playwright on PORT with a throw-away data folder, so e2e runs never touch ./data.
// Also starts a local OpenID provider (oidc-provider, dev login form: any name and password) on
// PORT+1 for the Google sign-in e2e, unless OIDC_ISSUER is already set.
// Where things are is written to $TMPDIR/posture-e2e-<PORT>.json ({ dataDir, outbox, oidcIssuer })
// so specs can read the mails (one .eml per mail in `outbox`).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const port = Number(process.env.PORT ?? 3123);
const data = mkdtempSync(join(tmpdir(), 'posture-e2e-'));
process.env.DATABASE_URL ??= join(data, 'posture.db');
process.env.DATA_DIR ??= data;
process.env.MAIL_OUTBOX ??= join(data, 'outbox');
// The specs and benches read their mail from this throw-away outbox, also when a build step left
// NODE_ENV=production in the environment (vite does, in the bench's own process).
process.env.MAIL_OUTBOX_IN_PRODUCTION ??= 'true';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${port}`;
// Warnings and errors only: a line per request reached every test's output as [WebServer] (tens of
// thousands in a run, and CPU on busy cores); a failed test's trace keeps its network.
process.env.LOG_LEVEL ??= 'warn';
// e2e specs sign up many users from 127.0.0.1: keep the limits, just far away.
process.env.RATE_LIMIT_IP_MAX ??= '1000';
process.env.RATE_LIMIT_ACCOUNT_MAX ??= '200';
process.env.RATE_LIMIT_FEEDBACK_MAX ??= '1000';

if (!process.env.OIDC_ISSUER) {
  register();
  const { startOidcProvider, OIDC_CLIENT } =
    await import('../server/test/support/oidc-provider.ts');
  const provider = await startOidcProvider(
    `${process.env.PUBLIC_URL}/api/auth/google/callback`,
    port + 1,
  );
  process.env.OIDC_ISSUER = provider.issuer;
  process.env.OIDC_CLIENT_ID = OIDC_CLIENT.id;
  process.env.OIDC_CLIENT_SECRET = OIDC_CLIENT.secret;
}

const info = {
  dataDir: data,
  outbox: process.env.MAIL_OUTBOX,
  oidcIssuer: process.env.OIDC_ISSUER,
  publicUrl: process.env.PUBLIC_URL,
};
writeFileSync(join(tmpdir(), `posture-e2e-${port}.json`), JSON.stringify(info, null, 2));
console.log(`[e2e-server] data in ${data}; outbox ${info.outbox}; OIDC issuer ${info.oidcIssuer}`);
await import('./start.mjs');
