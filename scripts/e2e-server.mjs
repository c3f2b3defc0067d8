#!/usr/bin/env node
// Starts the app for Playwright on PORT with a throw-away data folder, so e2e runs never touch ./data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const data = mkdtempSync(join(tmpdir(), 'posture-e2e-'));
process.env.DATABASE_URL ??= join(data, 'posture.db');
process.env.DATA_DIR ??= data;
process.env.MAIL_OUTBOX ??= join(data, 'outbox');
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3123}`;
console.log(`[e2e-server] data in ${data}`);
await import('./start.mjs');
