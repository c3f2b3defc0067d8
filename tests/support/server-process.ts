// Runs the real account server as a child process (what `npm start` runs), so tests can kill it
// with SIGKILL and start it again on the same port, database and secret.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  base: string;
  dir: string;
  start(): Promise<void>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export function serverProcess(port: number, env: Record<string, string> = {}): ServerProcess {
  const dir = mkdtempSync(join(tmpdir(), 'posture-proc-'));
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const fullEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: join(dir, 'posture.db'),
    MAIL_OUTBOX: join(dir, 'outbox'),
    JWT_SECRET: 'process-test-secret-0123456789-0123456789-abcdef',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: '10000',
    // A loaded CI box stalls the loop now and then; the 503 guard has its own reliability test.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  };
  const exited = (c: ChildProcess) =>
    new Promise<void>((r) =>
      c.exitCode !== null || c.signalCode ? r() : c.once('exit', () => r()),
    );
  return {
    base,
    dir,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/server.ts')], {
        cwd: root,
        env: fullEnv,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (let i = 0; i < 200; i++) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server on ${base} did not become healthy`);
    },
    async kill() {
      if (!child) return;
      const c = child;
      child = null;
      c.kill('SIGKILL');
      await exited(c);
    },
    async stop() {
      if (!child) return;
      const c = child;
      child = null;
      c.kill('SIGTERM');
      await exited(c);
    },
  };
}
