// The real server process (tests/support/server-process.ts) serving the API only: DIST_DIR points
// nowhere, so a `vite build` running in the shared tree at the same moment (it empties dist/)
// cannot crash the start of a reliability suite.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { type ServerProcess, serverProcess } from '../../support/server-process.ts';

export function apiServer(port: number, env: Record<string, string> = {}): ServerProcess {
  return serverProcess(port, { DIST_DIR: join(tmpdir(), 'posture-reliability-no-dist'), ...env });
}
