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
import type { ReplayPack } from '../core/protocol/replay.ts';
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
  'e2e/replay-packs.ts',
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
  for (const f of ['nobody.jpg', 'dark-1280x720.mjpeg'])
    hash.update(String(statSync(join(root, 'e2e/fixtures', f)).mtimeMs));
  return hash.digest('hex').slice(0, 12);
}
export const PACK_NAMES = [
  'seated-stills',
  'seated-video',
  'laptop-stills',
  'nobody',
  'dark',
  'seated-look-down',
  'seated-not-judging',
] as const;
export type PackName = (typeof PACK_NAMES)[number];
/** A still as the fake camera shows it: scaled to 480 high, centred in 640x480 on black. */
const LETTERBOX = `scale=-2:480,pad=640:480:(ow-iw)/2:0,${AREA}`;

function build(name: PackName): ReplayPack {
  if (name === 'seated-look-down') return buildLookDown();
  if (name === 'seated-not-judging') return buildNotJudging();
  // The empty chair (e2e/fixtures/nobody.jpg) and the dark room (the first frame of
  // e2e/fixtures/dark-1280x720.mjpeg, fitted into 640x480): BlazePose finds no one in either,
  // as models.e2e.ts shows with the model itself.
  if (name === 'nobody') {
    const file = join(root, 'e2e/fixtures/nobody.jpg');
    const thumb = thumbsOf(ffmpegGrey(['-i', file, '-vf', LETTERBOX]))[0]!;
    return { name, poses: [null], entries: [{ file: 'nobody.jpg', thumb, pose: 0 }] };
  }
  if (name === 'dark') {
    const file = join(root, 'e2e/fixtures/dark-1280x720.mjpeg');
    const fit = `scale=640:-2,pad=640:480:0:(oh-ih)/2,${AREA}`;
    const thumb = thumbsOf(ffmpegGrey(['-i', file, '-frames:v', '1', '-vf', fit]))[0]!;
    return { name, poses: [null], entries: [{ file: 'dark-1280x720.mjpeg', thumb, pose: 0 }] };
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
