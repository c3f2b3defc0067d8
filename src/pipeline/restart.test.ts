import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpuLostMessage, type DetectorInfo, type EngineSummary } from '../../core/protocol/pose.ts';
import { createCalibrationDebt } from './calibration-owed.ts';
import type { PoseRemote } from './pose-bridge.ts';
import { createRestarter } from './restart.ts';
import { MAX_RESTARTS, RESTARTING_MESSAGE, type PipelineHealth } from './restart-policy.ts';

// restart() reads document.hidden for the new worker; vitest runs these in Node.
const hadDocument = 'document' in globalThis;
beforeAll(() => {
  if (!hadDocument) Object.assign(globalThis, { document: { hidden: false } });
});
afterAll(() => {
  if (!hadDocument) Reflect.deleteProperty(globalThis, 'document');
});

const INFO = {
  backend: 'webgpu',
  modelType: 'full',
  loadMs: 1,
  probe: {
    results: [
      { backend: 'webgpu', warmupMs: 900, ms: 40 },
      { backend: 'wasm', warmupMs: 300, ms: 70 },
      { backend: 'webgl', warmupMs: 2000, ms: 500 },
    ],
  },
} as unknown as DetectorInfo;

const summary = (status: string) =>
  ({
    score: 72,
    calibration: { status, data: status === 'Calibrated' ? { baseline: 1 } : null },
  }) as unknown as EngineSummary;

/** A pipeline seen from its restarter; every call is logged in order. */
function harness(o: { shown?: EngineSummary | null; load?: () => Promise<boolean> } = {}) {
  const log: string[] = [];
  const health: PipelineHealth[] = [];
  const calibration = createCalibrationDebt();
  const s = { run: 1, tracking: true, failConfigure: 0 };
  const api = {
    configureEngine: (c: { initialScore?: number; calibration: unknown }) => {
      if (s.failConfigure-- > 0) return Promise.reject(new Error('worker gone'));
      log.push(`configure score=${c.initialScore} baseline=${c.calibration !== null}`);
      return Promise.resolve();
    },
    setHidden: () => Promise.resolve(),
  } as unknown as PoseRemote;
  const r = createRestarter({
    health: (h) => health.push(h),
    pose: { api: () => api, terminate: (why) => void log.push(`terminate: ${why}`) },
    watchdog: { disarm: () => void log.push('disarm') },
    feed: { attach: () => (log.push('attach'), true), lost: () => void log.push('lost') },
    calibration,
    run: () => s.run,
    tracking: () => s.tracking,
    disposed: () => false,
    info: () => INFO,
    modelType: 'lite',
    shown: () => o.shown ?? null,
    engineSettings: () => ({}),
    forget: () => void log.push('forget'),
    connectDraw: () => Promise.resolve(void log.push('draw')),
    startLoop: () => Promise.resolve(void log.push('loop')),
    initDetector: (type, backend) => {
      log.push(`init ${type} on ${backend}`);
      return o.load ? o.load() : Promise.resolve(true);
    },
    startDetection: (run, calibrate) =>
      Promise.resolve(void log.push(`detect calibrate=${calibrate}`)),
  });
  return { r, log, health, calibration, s };
}

describe('createRestarter', () => {
  it('a new worker gets the score and baseline, the camera, the model on the same backend, then detection', async () => {
    const { r, log, health } = harness({ shown: summary('Calibrated') });
    await r.restart('no pose result for 3 s');
    expect(log).toEqual([
      'disarm',
      'forget',
      'terminate: no pose result for 3 s',
      'draw',
      'configure score=72 baseline=true',
      'loop',
      'attach',
      'init full on webgpu',
      'detect calibrate=false',
    ]);
    expect(health).toEqual([
      {
        state: 'restarting',
        message: RESTARTING_MESSAGE,
        template: RESTARTING_MESSAGE,
        vars: {},
        reason: 'no pose result for 3 s',
      },
      { state: 'running' },
    ]);
    expect(r.restarting).toBe(false);
  });

  it('a Start whose calibration no summary has shown calibrates on the new worker', async () => {
    const { r, log, calibration } = harness();
    calibration.owe(true);
    calibration.told();
    await r.restart('no pose result for 3 s');
    expect(log.at(-1)).toBe('detect calibrate=true');
    expect(calibration.restartCalibrates(undefined)).toBe(true); // still owed until a summary
  });

  it('a lost GPU restarts on the fastest other backend the probe found, and says so', async () => {
    const { r, log, health } = harness();
    r.failed(`Uncaught Error: ${gpuLostMessage('webgpu')}`);
    await Promise.resolve();
    await new Promise((ok) => setTimeout(ok, 0));
    expect(log).toContain('init full on wasm');
    expect(health[0]).toMatchObject({
      state: 'restarting',
      message: 'The graphics device was lost (webgpu); analysis restarts on wasm',
      vars: { lost: 'webgpu', next: 'wasm' },
    });
  });

  it('gives up after MAX_RESTARTS a minute; Retry starts the budget again', async () => {
    const { r, health, log } = harness();
    for (let i = 0; i < MAX_RESTARTS; i++) await r.restart(`stall ${i}`);
    await r.restart('stall again');
    expect(health.at(-1)).toMatchObject({
      state: 'failed',
      message: `Pose analysis stopped ${MAX_RESTARTS} times within a minute and was not restarted again (stall again). Press Retry to start it again.`,
      vars: { count: MAX_RESTARTS, reason: 'stall again' },
      reason: 'stall again',
    });
    expect(log.at(-1)).toBe('terminate: stall again');
    r.retry();
    await new Promise((ok) => setTimeout(ok, 0));
    expect(health.at(-1)).toEqual({ state: 'running' });
  });

  it('one restart at a time; a step that fails restarts again; a run that ended is not tracked', async () => {
    let release = (_: boolean) => undefined as void;
    const slow = harness({ load: () => new Promise<boolean>((ok) => (release = ok)) });
    const first = slow.r.restart('a');
    await slow.r.restart('b'); // ignored: 'a' is under way
    expect(slow.r.restarting).toBe(true);
    await new Promise((ok) => setTimeout(ok, 0));
    expect(slow.log.at(-1)).toBe('init full on webgpu');
    slow.s.run = 2; // Stop while the model loads
    release(true);
    await first;
    expect(slow.log.filter((l) => l.startsWith('terminate'))).toEqual(['terminate: a']);
    expect(slow.log).not.toContain('detect calibrate=false');

    const flaky = harness();
    flaky.s.failConfigure = 1;
    await flaky.r.restart('stall');
    await new Promise((ok) => setTimeout(ok, 0));
    expect(flaky.log.filter((l) => l.startsWith('terminate'))).toEqual([
      'terminate: stall',
      'terminate: worker gone',
    ]);
    expect(flaky.health.at(-1)).toEqual({ state: 'running' });
  });
});
