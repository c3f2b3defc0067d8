import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { PG_URL } from './support/targets.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'posture-secret-'));
const LONG = 'a-secret-of-exactly-32-bytes-xyz';

/** Runs the `npm start` entry and resolves with its exit code and output (it must not start). */
function startEntry(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const dir = fresh();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DIST_DIR: join(dir, 'no-dist'),
      JWT_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += String(d)));
  child.stderr.on('data', (d: Buffer) => (out += String(d)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    }),
  );
}

describe('JWT_SECRET', () => {
  it('the server refuses to start with JWT_SECRET=short', async () => {
    const { code, out } = await startEntry({ JWT_SECRET: 'short' });
    expect(code).not.toBe(0);
    expect(out).toMatch(/JWT_SECRET is 5 bytes; it must be at least 32/);
    expect(out).not.toMatch(/listening/);
  }, 30_000);

  it('the server refuses to start on PostgreSQL without JWT_SECRET', async () => {
    const { code, out } = await startEntry({ DATABASE_URL: PG_URL });
    expect(code).not.toBe(0);
    expect(out).toMatch(/JWT_SECRET is required with PostgreSQL/);
  }, 30_000);

  it('31 bytes are refused, 32 are accepted; bytes, not characters, are counted', () => {
    const dir = fresh();
    expect(() => loadConfig({ JWT_SECRET: LONG.slice(1) }, dir)).toThrow(/at least 32/);
    expect(loadConfig({ JWT_SECRET: LONG }, dir).jwtSecret).toBe(LONG);
    // 16 two-byte characters are 32 bytes
    expect(loadConfig({ JWT_SECRET: 'é'.repeat(16) }, dir).jwtSecret).toBe('é'.repeat(16));
    expect(() =>
      loadConfig({ JWT_SECRET: LONG, DATABASE_URL: 'postgresql://u@h/db' }, dir),
    ).not.toThrow();
  });

  it('on SQLite without JWT_SECRET one is generated, saved, and reused on the next start', () => {
    const dir = fresh();
    const first = loadConfig({ DATA_DIR: dir }, dir);
    expect(first.jwtSecretGenerated).toBe(true);
    expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    const again = loadConfig({ DATA_DIR: dir }, dir);
    expect(again).toMatchObject({ jwtSecret: first.jwtSecret, jwtSecretGenerated: false });
  });
});
