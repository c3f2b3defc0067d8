// CPU time of a Chromium process tree from /proc (Linux): user + system of the browser process and
// every descendant, split by Chromium's own process type (the `--type=` argument; the video
// capture service is a utility process with its own sub-type). See proc(5) for /proc/<pid>/stat.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export const PROCESS_TYPES = ['browser', 'renderer', 'gpu', 'video_capture', 'other'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime, seconds. */
  cpu: number;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces: the fields after it start past the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const f = stat.slice(close + 2).split(' ');
    // After comm: state(3) ppid(4) ... utime(14) stime(15), so index = field - 3.
    return { pid, ppid: Number(f[1]), comm, cpu: (Number(f[11]) + Number(f[12])) / TICKS_PER_S };
  } catch {
    return null; // exited while being read
  }
}

function allProcs(): Proc[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readProc(Number(d)))
    .filter((p): p is Proc => p !== null);
}

function typeOf(pid: number): ProcessType {
  let args: string[];
  try {
    // Chromium rewrites its children's titles: one string, arguments apart by spaces.
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
  } catch {
    return 'other';
  }
  const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
  if (!type) return 'browser';
  if (type === 'renderer') return 'renderer';
  if (type === 'gpu-process') return 'gpu';
  if (type === 'utility' && args.some((a) => a.startsWith('--utility-sub-type=video_capture')))
    return 'video_capture';
  return 'other';
}

/** The Chromium browser processes started by `parent` (this Node process by default). */
export function chromiumRoots(parent = process.pid): number[] {
  const procs = allProcs();
  const byPid = new Map(procs.map((p) => [p.pid, p]));
  const descends = (p: Proc): boolean => {
    for (let q: Proc | undefined = p; q; q = byPid.get(q.ppid)) if (q.ppid === parent) return true;
    return false;
  };
  return procs
    .filter((p) => /chrom/i.test(p.comm) && !/chrom/i.test(byPid.get(p.ppid)?.comm ?? ''))
    .filter(descends)
    .map((p) => p.pid);
}

export interface TreeSample {
  at: number;
  /** pid -> [type, cpu seconds]. */
  procs: Map<number, [ProcessType, number]>;
}

/** One reading of every process under `root` (the root included). */
export function sampleTree(root: number): TreeSample {
  const procs = allProcs();
  const children = new Map<number, Proc[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out = new Map<number, [ProcessType, number]>();
  const rootProc = procs.find((p) => p.pid === root);
  const stack = rootProc ? [rootProc] : [];
  while (stack.length) {
    const p = stack.pop()!;
    out.set(p.pid, [typeOf(p.pid), p.cpu]);
    stack.push(...(children.get(p.pid) ?? []));
  }
  return { at: performance.now(), procs: out };
}

export type Cores = Record<ProcessType | 'total', number>;

/**
 * Cores used between two readings (CPU seconds / wall seconds), per type and in all. A process
 * that started in between counts from zero; one that exited in between is left out.
 */
export function coresBetween(a: TreeSample, b: TreeSample): Cores {
  const wall = (b.at - a.at) / 1000;
  const out = { total: 0 } as Cores;
  for (const t of PROCESS_TYPES) out[t] = 0;
  for (const [pid, [type, cpu]] of b.procs) {
    const used = cpu - (a.procs.get(pid)?.[1] ?? 0);
    out[type] += used / wall;
    out.total += used / wall;
  }
  return out;
}

/** The machine's CPU counters from /proc/stat (all cores, in ticks): busy, idle and stolen. */
export interface MachineSample {
  busy: number;
  idle: number;
  /** Time the hypervisor ran something else while this virtual machine wanted the CPU. */
  steal: number;
}

export function sampleMachine(): MachineSample | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    // cpu  user nice system idle iowait irq softirq steal ...
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return {
      busy: user! + nice! + system! + irq! + softirq!,
      idle: idle! + iowait!,
      steal: steal ?? 0,
    };
  } catch {
    return null; // not Linux
  }
}

/** Shares of the machine's time between two readings: busy, and stolen by the host. */
export function machineShares(a: MachineSample | null, b: MachineSample | null) {
  if (!a || !b) return null;
  const busy = b.busy - a.busy;
  const steal = b.steal - a.steal;
  const all = busy + steal + (b.idle - a.idle);
  if (all <= 0) return null;
  const r = (x: number) => Math.round((x / all) * 1000) / 1000;
  return { busy: r(busy), steal: r(steal) };
}
