// A redis-server of our own on its own port, which a test may stop (SIGKILL, as in a crash) and
// start again. The shared one on 6379 serves other suites and is never touched here.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect } from 'node:net';

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.end();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

/** A reason instead when redis-server is not installed here. */
export function privateRedis(port: number): PrivateRedis | { reason: string } {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'pipe' });
  } catch {
    return { reason: 'redis-server is not installed' };
  }
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 100; i++) {
        if (await answers(port)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`redis-server did not start on port ${port}`);
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await gone;
    },
  };
}
