// Replay for behaviour specs (docs/testing.md#replay): a spec's pages get a pack of recorded
// landmarks (e2e/replay-packs.ts) before any script runs, its camera keeps the clip's time, and
// after each test the spec checks that the pose worker answered from the pack, not BlazePose.
import {
  expect,
  type BrowserContext,
  type LaunchOptions,
  type Page,
  type TestType,
} from '@playwright/test';
import type { ReplayPack } from '../core/protocol/replay.ts';
import { fakeCameraFile, REPLAY_CAMERA_FPS, useClipCamera } from './clip-camera.ts';
import { replayPack, type PackName } from './replay-packs.ts';

interface Report {
  lines: string[];
  /** Pose workers started, and those still running (a page navigated away closes its worker). */
  poseWorkers: number;
  openWorkers: number;
  /** Requests for BlazePose's files: a replay page never loads the model. */
  modelRequests: string[];
}
const reports = new WeakMap<BrowserContext, Report>();

/** Every page of this test's browser context answers frames from the packs' landmarks (test build only). */
export async function useReplay(context: BrowserContext, ...names: PackName[]): Promise<void> {
  const seen: Report = { lines: [], poseWorkers: 0, openWorkers: 0, modelRequests: [] };
  reports.set(context, seen);
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.text().startsWith('[replay]')) seen.lines.push(m.text());
    });
    page.on('worker', (w) => {
      if (!/pose\.worker/.test(w.url())) return;
      seen.poseWorkers++;
      seen.openWorkers++;
      w.on('close', () => seen.openWorkers--);
    });
  };
  context.on('request', (r) => {
    if (/\/models\/blazepose\//.test(r.url())) seen.modelRequests.push(r.url());
  });
  context.pages().forEach(watch);
  context.on('page', watch);
  const pack: ReplayPack = { name: names.join('+'), poses: [], entries: [] };
  for (const p of names.map(replayPack)) {
    const offset = pack.poses.length;
    pack.poses.push(...p.poses);
    pack.entries.push(...p.entries.map((e) => ({ ...e, pose: e.pose + offset })));
  }
  await context.addInitScript((p) => {
    (window as unknown as { __POSE_REPLAY__: unknown }).__POSE_REPLAY__ = p;
  }, pack);
}

/**
 * A spec file's hooks: each test's pages replay `names` from a camera that keeps the clip's time
 * (e2e/clip-camera.ts), and after a test whose page started a
 * pose worker, no page asked for BlazePose's files, and a worker still running must have said it
 * answers from the pack (a build or page that ran BlazePose instead fails), with at most 5 % of
 * the frames matching no recorded picture. A worker its page closed (a spec that visits /app and
 * moves on) may end before the pack reached it: it is judged by the model files alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any test type, whatever its fixtures
export function replayEach(test: TestType<any, any>, ...names: PackName[]): void {
  test.beforeEach(
    async ({
      context,
      launchOptions,
    }: {
      context: BrowserContext;
      launchOptions: LaunchOptions;
    }) => {
      await useReplay(context, ...names);
      // The clip plays at the clock's pace, whatever the load (e2e/clip-camera.ts).
      const clip = fakeCameraFile(launchOptions.args);
      if (clip) await useClipCamera(context, clip, REPLAY_CAMERA_FPS);
    },
  );
  test.afterEach(({ context }: { context: BrowserContext }) => {
    const seen = reports.get(context);
    if (!seen || seen.poseWorkers === 0) return; // this test never started a pose worker
    const { lines, openWorkers, modelRequests } = seen;
    if (!lines.length)
      console.log(`[replay] no report (${openWorkers} pose workers still running)`);
    expect(modelRequests, 'a replay page loads no BlazePose file').toEqual([]);
    if (lines.length === 0 && openWorkers === 0) return; // closed before the pack reached it
    // Every source the test's pages started (a model reload starts another), each by its last line.
    const last = new Map<string, { frames: number; unknown: number }>();
    for (const line of lines) {
      const m = /source (\w+): (\d+) frames, (\d+) matched/.exec(line);
      if (m) last.set(m[1]!, { frames: Number(m[2]), unknown: Number(m[3]) });
    }
    const frames = [...last.values()].reduce((sum, s) => sum + s.frames, 0);
    const unknown = [...last.values()].reduce((sum, s) => sum + s.unknown, 0);
    // Counted from lines in the source's own words: a line in any other shape counts for nothing.
    expect(last.size, 'the pose worker answers from the replay pack').toBeGreaterThan(0);
    console.log(
      `[replay] ${last.size} pose sources: ${frames} frames, ${unknown} matched no picture`,
    );
    expect(unknown, 'camera frames that matched no recorded picture').toBeLessThanOrEqual(
      frames * 0.05,
    );
  });
}
