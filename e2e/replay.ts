// Replay packs for behaviour specs (docs/testing.md#replay): the landmarks real BlazePose found in
// each picture a test clip shows (tests/fixtures/accuracy caches), keyed by a grey thumbnail of
// the 640x480 frame the fake camera delivers, so the test build's pose worker answers each frame
// from them instead of running the model. Thumbnails come from ffmpeg, box-averaged as the worker
// does (core/protocol/replay.ts), and are kept in the temp folder per cache.
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  type BrowserContext,
  type LaunchOptions,
  type Page,
  type TestType,
} from '@playwright/test';
import type { ReplayPack } from '../core/protocol/replay.ts';
import { fakeCameraFile, REPLAY_CAMERA_FPS, useClipCamera } from './clip-camera.ts';
import {
  AREA,
  buildLookDown,
  buildNotJudging,
  CACHES,
  clipEntries,
  ffmpegGrey,
  nearest,
  poseOf,
  thumbsOf,
  type Cache,
} from './replay-spliced.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where each stills cache's files live. */
const STILLS: Record<string, string> = {
  'seated-stills': 'tests/fixtures/seated/images',
  'laptop-stills': 'tests/fixtures/laptop',
};
/**
 * What every pack is made from: the code that builds packs and clips, and the landmark caches (a
 * spliced pack reads more than one). A pack in the temp folder is used only while all of these are
 * as they were when it was built, so a change here (or a run from a newer checkout on the same
 * machine) never reads a stale one.
 */
const PACK_CODE = [
  'e2e/replay.ts',
  'e2e/replay-spliced.ts',
  'e2e/seated-clips.ts',
  'e2e/not-judging-clip.ts',
  'core/protocol/replay.ts',
];
function packsKey(): string {
  const hash = createHash('sha1');
  for (const f of PACK_CODE) hash.update(readFileSync(join(root, f)));
  for (const f of readdirSync(CACHES).sort())
    hash.update(`${f}:${statSync(join(CACHES, f)).mtimeMs}`);
  hash.update(String(statSync(join(root, 'e2e/fixtures/nobody.jpg')).mtimeMs));
  return hash.digest('hex').slice(0, 12);
}
export const PACK_NAMES = [
  'seated-stills',
  'seated-video',
  'laptop-stills',
  'nobody',
  'seated-look-down',
  'seated-not-judging',
] as const;
export type PackName = (typeof PACK_NAMES)[number];
/** A still as the fake camera shows it: scaled to 480 high, centred in 640x480 on black. */
const LETTERBOX = `scale=-2:480,pad=640:480:(ow-iw)/2:0,${AREA}`;

function build(name: PackName): ReplayPack {
  if (name === 'seated-look-down') return buildLookDown();
  if (name === 'seated-not-judging') return buildNotJudging();
  if (name === 'nobody') {
    // The empty chair (e2e/fixtures/nobody.jpg): BlazePose finds no one there, as the
    // camera-real spec monitor-camera-empty.e2e.ts shows with the model itself.
    const file = join(root, 'e2e/fixtures/nobody.jpg');
    const thumb = thumbsOf(ffmpegGrey(['-i', file, '-vf', LETTERBOX]))[0]!;
    return { name, poses: [null], entries: [{ file: 'nobody.jpg', thumb, pose: 0 }] };
  }
  const cache = JSON.parse(readFileSync(join(CACHES, `${name}.landmarks.json`), 'utf8')) as Cache;
  if (cache.kind === 'stills') {
    const dir = join(root, STILLS[name]!);
    const entries = cache.frames.map((f, pose) => ({
      file: f.file,
      thumb: thumbsOf(ffmpegGrey(['-i', join(dir, f.file), '-vf', LETTERBOX]))[0]!,
      pose,
    }));
    return { name, poses: cache.frames.map(poseOf), entries };
  }
  // A clip: every third frame, with the landmarks of the sample nearest in time.
  const clip = join(root, Object.keys(cache.sources)[0]!);
  return {
    name,
    poses: cache.frames.map(poseOf),
    entries: clipEntries(clip, (t) => nearest(cache, t)),
  };
}

/**
 * The pack for one landmark cache (built once, then read from the temp folder while what it is
 * made from is unchanged). Written under another name and renamed, so a worker beside the one
 * building it never reads half a file.
 */
export function replayPack(name: PackName): ReplayPack {
  const file = join(tmpdir(), `posture-replay-${name}-${packsKey()}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ReplayPack;
  const pack = build(name);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(pack));
  renameSync(`${file}.${process.pid}`, file);
  return pack;
}

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
    console.log(lines.at(-1) ?? `[replay] no report (${openWorkers} pose workers still running)`);
    expect(modelRequests, 'a replay page loads no BlazePose file').toEqual([]);
    if (lines.length === 0 && openWorkers === 0) return; // closed before the pack reached it
    expect(lines.length, 'the pose worker answers from the replay pack').toBeGreaterThan(0);
    const [, frames, unknown] = /(\d+) frames, (\d+) matched/.exec(lines.at(-1)!)!.map(Number);
    expect(unknown!, 'camera frames that matched no recorded picture').toBeLessThanOrEqual(
      frames! * 0.05,
    );
  });
}
