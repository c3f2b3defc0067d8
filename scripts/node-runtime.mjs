#!/usr/bin/env node
// The Node that runs the project (docs/decisions.md#node-runtime). package.json `engines.node` says which Nodes
// will do and `.nvmrc` pins the one to fetch. The current Node is used as it is when it satisfies
// `engines`; otherwise, on glibc Linux (x64, arm64), the pinned official build is fetched once from
// the npm registry (package node-linux-<arch>), checked against the sha512 recorded in package.json
// `runtimeIntegrity`, unpacked under .cache/node/ and the command runs again on it, with its folder
// first on PATH so every `node` it starts is that one too. Anywhere else: a message saying what to
// install. Written for old Nodes too (it is what runs first on them): plain ESM, nothing installed.
//
//   import './node-runtime.mjs' then `await ensureNode()`  (scripts/require-node.mjs does this)
//   node scripts/node-runtime.mjs --version | --which       the Node the project runs on
//   node scripts/node-runtime.mjs --pinned                  the pinned build's path, whatever runs (CI)
//   node scripts/node-runtime.mjs <command> [args...]       runs a command with that Node on PATH
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satisfies } from './node-range.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(root, '.cache', 'node');

export { satisfies };

const ARCHES = { x64: 'x64', arm64: 'arm64' };

/**
 * What to do on this machine: `use` the current Node, `fetch` the pinned build (npm spec), or
 * `fail` with a message. Pure: the inputs say everything it looks at (scripts/node-runtime.test.ts).
 */
export function decide({ version, execPath, range, pinned, platform, arch, glibc }) {
  if (satisfies(version, range)) return { action: 'use' };
  const need =
    `[posture-coach] needs Node ${range} (package.json engines.node; .nvmrc pins ${pinned}), ` +
    `but ${execPath} is ${version}.`;
  const install =
    `Install Node ${pinned} and run the command again with it first on PATH: \`nvm install\` ` +
    `(reads .nvmrc), fnm or volta, the official builds at https://nodejs.org/en/download, or your ` +
    `system's packages when their version satisfies ${range}.`;
  if (!satisfies(pinned, range))
    return {
      action: 'fail',
      message: `${need}\n.nvmrc (${pinned}) does not satisfy ${range}: fix one of them.`,
    };
  if (platform === 'linux' && glibc && ARCHES[arch])
    return { action: 'fetch', spec: `node-linux-${ARCHES[arch]}@${pinned}` };
  const where =
    platform === 'linux' && ARCHES[arch]
      ? 'This Linux has no glibc (musl, as on Alpine): the pinned builds on the npm registry are glibc builds and do not run here.'
      : `The project fetches the pinned Node for glibc Linux on x64 and arm64 only; this is ${platform}-${arch}.`;
  return { action: 'fail', message: `${need}\n${where}\n${install}` };
}

function readProject() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  return { range: pkg.engines.node, pinned, integrity: pkg.runtimeIntegrity ?? {} };
}

function here(project) {
  const header = process.report?.getReport?.().header ?? {};
  return {
    version: process.version,
    execPath: process.execPath,
    range: project.range,
    pinned: project.pinned,
    platform: process.platform,
    arch: process.arch,
    glibc: Boolean(header.glibcVersionRuntime),
  };
}

function die(message) {
  console.error(message);
  process.exit(1);
}

/** The pinned build's `bin/node` under .cache/node/<spec>/, fetched and checked on first use. */
export function fetchNode(spec, integrity) {
  const dir = join(cacheDir, spec);
  const bin = join(dir, 'bin', 'node');
  if (existsSync(bin)) return bin;
  if (!integrity)
    die(
      `[posture-coach] package.json runtimeIntegrity has no sha512 for ${spec}: after changing ` +
        `.nvmrc, record it from \`npm view ${spec} dist.integrity\`.`,
    );
  console.error(`[posture-coach] fetching ${spec} from the npm registry into .cache/node/ (once)`);
  mkdirSync(cacheDir, { recursive: true });
  const tmp = mkdtempSync(join(cacheDir, '.fetch-'));
  try {
    execFileSync('npm', ['pack', spec, '--pack-destination', tmp, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tgz = join(tmp, readdirSync(tmp).find((f) => f.endsWith('.tgz')) ?? 'missing.tgz');
    const got = `sha512-${createHash('sha512').update(readFileSync(tgz)).digest('base64')}`;
    if (got !== integrity)
      die(
        `[posture-coach] ${spec} from the registry is ${got}, package.json runtimeIntegrity says ${integrity}`,
      );
    execFileSync('tar', ['-xzf', tgz, '-C', tmp]);
    try {
      renameSync(join(tmp, 'package'), dir);
    } catch (err) {
      if (!existsSync(bin)) throw err; // another run unpacked it first: use theirs
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return bin;
}

/** The pinned build on this machine (fetched when needed), or exits with why it cannot run here. */
function pinnedNode(project, machine) {
  const d = decide({ ...machine, version: '0.0.0' });
  if (d.action === 'fail') die(d.message);
  const bin = fetchNode(d.spec, project.integrity[d.spec]);
  const got = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  if (got !== `v${project.pinned}`) die(`[posture-coach] ${bin} is ${got}, not ${project.pinned}`);
  return bin;
}

/** The Node binary the project runs on here (fetching the pinned one when needed), or exits with why. */
export function resolveNode({ pinned = false } = {}) {
  const project = readProject();
  const machine = here(project);
  if (!pinned && decide(machine).action === 'use') return process.execPath;
  return pinnedNode(project, machine);
}

const withNode = (bin) => ({
  ...process.env,
  PATH: dirname(bin) + delimiter + (process.env.PATH ?? ''),
});

/** Runs `cmd args` with `bin`'s folder first on PATH; exits with its status when it ends. */
async function runWith(bin, cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: withNode(bin) });
  // Ctrl-C reaches the child from the terminal itself; a SIGTERM or SIGHUP sent to this process
  // alone (systemd, a supervisor) is passed on, and this process ends when the child does.
  process.on('SIGINT', () => {});
  for (const sig of ['SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  const code = await new Promise((done) => {
    child.on('error', (err) => die(`[posture-coach] cannot run ${cmd}: ${err.message}`));
    child.on('exit', (c, signal) => done(c ?? 128 + (constants.signals[signal] ?? 1)));
  });
  process.exit(code);
}

/** For entry scripts: returns at once on a fitting Node, else runs this very command again on one. */
export async function ensureNode() {
  const bin = resolveNode();
  if (bin === process.execPath) return;
  await runWith(bin, bin, [...process.execArgv, ...process.argv.slice(1)]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [first, ...rest] = process.argv.slice(2);
  const bin = resolveNode({ pinned: first === '--pinned' });
  if (first === '--which' || first === '--pinned') console.log(bin);
  else if (first === '--version' || first === undefined)
    console.log(
      bin === process.execPath
        ? process.version
        : execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim(),
    );
  else await runWith(bin, first, rest);
}
