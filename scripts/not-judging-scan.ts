// `npx tsx scripts/not-judging-scan.ts`: size and side together for not judging
// (core/posture/not-judging.ts, docs/posture-rules.md#not-judging). For every recorded sitter
// (calibrated as tests/not-judging-fixtures.test.ts does) and for the two-people pictures
// (calibrated as tests/two-people.test.ts does): the shoulder and face widths against the
// calibrated ones, the shoulder midpoint's move aside, and largerAside, the two together (1 = the
// limit): the numbers in docs/posture-rules.md#not-judging.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CalibrationData } from '../core/posture/calibration-data.ts';
import { CALIBRATION_DURATION_MS } from '../core/posture/constants.ts';
import { createPostureEngine } from '../core/posture/engine.ts';
import { extractFeatures, type PostureFeatures } from '../core/posture/features.ts';
import { gateFrame } from '../core/posture/gate.ts';
import {
  EXIT_SHARE,
  LARGER_ASIDE_MIN,
  largerAside,
  MOVED_AWAY_X,
  SOMEONE_ELSE_SCALE,
} from '../core/posture/not-judging.ts';
import {
  CALIBRATION_SHARE,
  framesOf,
  replay,
  type LandmarkCache,
} from '../tests/accuracy-replay.ts';
import { readRowsCache } from '../tests/accuracy-rows.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = `${root}tests/fixtures/accuracy/`;
const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as LandmarkCache;
const caches: [string, LandmarkCache][] = readdirSync(dir)
  .filter((f) => f.endsWith('.landmarks.json'))
  .map((f) => [f, read(dir + f)]);
const datasets = JSON.parse(readFileSync(`${dir}datasets.json`, 'utf8')) as {
  name: string;
  rows?: { good: string[]; slouched: string[] };
}[];
for (const d of datasets) if (d.rows) caches.push([d.name, readRowsCache(d.rows, root)]);

/** The widths over the calibrated ones, the move aside and largerAside's distance. */
function measures(f: PostureFeatures, cal: CalibrationData) {
  const shoulders = f.shoulderWidth / cal.baselineShoulderWidth!;
  const face = f.faceWidth / cal.baselineFaceWidth!;
  const aside = Math.abs(f.chestX - cal.chestPosition.x);
  // Both parts at the tighter band's minimum per part (LARGER_ASIDE_MIN x EXIT_SHARE) or more.
  const least = LARGER_ASIDE_MIN * EXIT_SHARE;
  const both =
    Math.log(Math.min(shoulders, face)) / Math.log(SOMEONE_ELSE_SCALE) >= least &&
    aside / MOVED_AWAY_X >= least;
  return { shoulders, face, aside, both, d: largerAside(f, cal) };
}
type M = ReturnType<typeof measures>;
const fmt = (m: M) =>
  `shoulders ${m.shoulders.toFixed(3)}x, face ${m.face.toFixed(3)}x, aside ${m.aside.toFixed(3)}, ` +
  `largerAside ${m.d.toFixed(3)}`;

let worst = 0;
for (const [name, cache] of caches) {
  const items = framesOf(cache);
  const { calibration } = replay(cache.kind, items, {});
  const ms = items
    .filter((i) => i.frame && gateFrame(i.frame, 0.7).gate === 'ok')
    .map((i) => ({ file: i.file, m: measures(extractFeatures(i.frame!), calibration) }));
  const range = (k: 'shoulders' | 'face') =>
    `${Math.min(...ms.map((x) => x.m[k])).toFixed(3)}-${Math.max(...ms.map((x) => x.m[k])).toFixed(3)}`;
  const top = ms.reduce((a, b) => (b.m.d > a.m.d ? b : a));
  worst = Math.max(worst, top.m.d);
  console.log(
    `${name} (${ms.length} frames): shoulders ${range('shoulders')}, face ${range('face')}, ` +
      `aside up to ${Math.max(...ms.map((x) => x.m.aside)).toFixed(3)}, ` +
      `${ms.filter((x) => x.m.both).length} with both parts at the band's minimum; ` +
      `largest distance at ${top.file}: ${fmt(top.m)}`,
  );
}
console.log(`every sitter: largest distance ${worst.toFixed(3)} (limit 1, band ${EXIT_SHARE})`);

// The two-people pictures, against the seated man's calibration as tests/two-people.test.ts takes it.
const seated = framesOf(read(`${dir}seated-stills.landmarks.json`));
const engine = createPostureEngine({});
const good = seated.filter((s) => s.label === 'good' && s.frame);
const calib = good.slice(0, Math.ceil(good.length * CALIBRATION_SHARE));
engine.startCalibration(0);
let cal: CalibrationData | null = null;
for (let now = 100, i = 0; !cal && now < CALIBRATION_DURATION_MS * 2; now += 100, i++) {
  const s = engine.step(calib[i % calib.length]!.frame, now);
  if (s?.calibration.event === 'completed') cal = s.calibration.data;
}
for (const p of framesOf(read(`${root}tests/fixtures/two-people/landmarks.json`)))
  console.log(`${p.file}: ${p.frame ? fmt(measures(extractFeatures(p.frame), cal!)) : 'no pose'}`);
