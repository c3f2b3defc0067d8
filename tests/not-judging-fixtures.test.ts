// Not judging (core/posture/not-judging.ts, docs/posture-rules.md#not-judging) never names a
// recorded sitter, upright or slouched: every frame of every landmark cache in
// tests/fixtures/accuracy (BlazePose full and lite: the seated and laptop people, stills and
// clips) and every row of the front-webcam person, against the calibration the accuracy harness
// takes for that sitting (its start, tests/accuracy-replay.ts), has no reason, not even within the
// tighter band that keeps a reason once given (larger and aside together stays inside that band
// even without its minimum per part); and the engine, replaying each sitting as the harness
// does, is never 'not judging'.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractFeatures } from '../core/posture/features.ts';
import { gateFrame } from '../core/posture/gate.ts';
import {
  EXIT_SHARE,
  largerAside,
  MOVED_AWAY_X,
  notJudgingReason,
  SOMEONE_ELSE_SCALE,
  STANDING_RISE,
} from '../core/posture/not-judging.ts';
import { framesOf, replay, type LandmarkCache } from './accuracy-replay.ts';
import { readRowsCache } from './accuracy-rows.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = `${root}tests/fixtures/accuracy/`;
const caches: [string, LandmarkCache][] = readdirSync(dir)
  .filter((f) => f.endsWith('.landmarks.json'))
  .map((f) => [f, JSON.parse(readFileSync(dir + f, 'utf8')) as LandmarkCache]);
const datasets = JSON.parse(readFileSync(`${dir}datasets.json`, 'utf8')) as {
  name: string;
  rows?: { good: string[]; slouched: string[] };
}[];
for (const d of datasets) if (d.rows) caches.push([d.name, readRowsCache(d.rows, root)]);

describe('not judging, on every recorded sitter', () => {
  it.each(caches)('%s: no upright or slouched frame has a reason', (name, cache) => {
    const items = framesOf(cache);
    const { calibration, judged } = replay(cache.kind, items, {});
    const checked = items.filter((i) => i.frame && gateFrame(i.frame, 0.7).gate === 'ok');
    const reasons = checked
      .map((i) => ({ file: i.file, f: extractFeatures(i.frame!) }))
      .filter(({ f }) => notJudgingReason(f, calibration, EXIT_SHARE) !== null)
      .map((r) => r.file);
    // How near the sitter came to each limit (1 = at it): shoulder width, rise, sideways, and
    // larger and aside together (largerAside).
    const cal = calibration;
    const most = (g: (f: ReturnType<typeof extractFeatures>) => number) =>
      Math.max(...checked.map((i) => g(extractFeatures(i.frame!))));
    const near = (g: Parameters<typeof most>[0]) => most(g).toFixed(2);
    const together = most((f) => largerAside(f, cal));
    const margins =
      `shoulder width ${near((f) => Math.abs(Math.log(f.shoulderWidth / cal.baselineShoulderWidth!)) / Math.log(SOMEONE_ELSE_SCALE))}, ` +
      `rise ${near((f) => (cal.chestPosition.y - f.chestY) / cal.baselineShoulderWidth! / STANDING_RISE)}, ` +
      `aside ${near((f) => Math.abs(f.chestX - cal.chestPosition.x) / MOVED_AWAY_X)}, ` +
      `larger and aside ${together.toFixed(2)}`;
    const count = (label: string) => checked.filter((i) => i.label === label).length;
    console.log(
      `${name}: ${count('good')} upright + ${count('slouched')} slouched frames, ` +
        `${reasons.length} with a reason (nearest: ${margins}); engine: ${judged.length} judged checks, ` +
        `${judged.filter((j) => j.summary.notJudging !== null).length} not judging`,
    );
    expect(checked.length).toBeGreaterThan(0.9 * items.length);
    expect(reasons).toEqual([]);
    // Inside the tighter band on the joint measure alone, whatever its minimum per part.
    expect(together).toBeLessThan(EXIT_SHARE);
    expect(judged.filter((j) => j.summary.notJudging !== null).map((j) => j.item.file)).toEqual([]);
  });
});
