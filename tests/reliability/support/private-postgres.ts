// A PostgreSQL of our own (initdb into a temp dir, pg_ctl on another port) that the fault test may
// stop and start. The shared one on 5432 serves other test suites and is never touched here.
// PostgreSQL refuses to run as root, so the binaries run as the `postgres` OS user via runuser.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** immediate shutdown: connections are cut as in a crash */
  stop(): void;
  destroy(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(join(root, v, 'bin', 'pg_ctl'))) return join(root, v, 'bin');
  return null;
}

/** null plus a reason when this machine cannot run a private PostgreSQL. */
export function privatePostgres(port: number): PrivatePostgres | { reason: string } {
  const bin = binDir();
  if (!bin) return { reason: 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin' };
  const root = userInfo().uid === 0;
  const as = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const dir = mkdtempSync('/tmp/posture-rel-pg-');
  try {
    if (root)
      chownSync(
        dir,
        Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
      );
    as('initdb', [
      '-D',
      join(dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: `initdb failed: ${(err as Error).message.split('\n')[0]}` };
  }
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => {
      try {
        as('pg_ctl', ['-D', join(dir, 'data'), '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
      } catch (err) {
        // pg_ctl only says 'could not start server': the reason (a port in use, shared memory) is
        // in the server's log, so it goes into the error.
        let log = '';
        try {
          log = readFileSync(join(dir, 'log'), 'utf8').trim().split('\n').slice(-5).join('\n');
        } catch {
          /* no log written */
        }
        throw new Error(`${(err as Error).message.split('\n')[0]}\n${log}`, { cause: err });
      }
    },
    stop: () => void as('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']),
    destroy() {
      try {
        as('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
