// The done-means of docs/posture-rules.md#accuracy over every real person we hold, replayed from
// the cached BlazePose landmarks and the MediaPipe rows (no browser): leave-one-person-out at the
// default sensitivity, the neck-stretch tolerance chosen without the person judged. A person that
// meets recall >= 95 % and upright flagged <= 5 % must keep meeting it; the figures of the people
// that do not yet (see docs/accuracy.md#results) must not get worse.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { framesOf, type LandmarkCache } from './accuracy-replay.ts';
import { baselineFromFrames } from '../core/posture/calibration-data.ts';
import { extractFeatures } from '../core/posture/features.ts';
import { neckStretch } from '../core/posture/neck-stretch.ts';
import {
  leaveOnePersonOut,
  shippedTolerance,
  STRETCH_GRID,
  type Sitting,
} from './accuracy-lopo.ts';
import { parseLandmarkRows, readRowsCache } from './accuracy-rows.ts';
import { accuracySummary } from '../scripts/accuracy-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const datasets = JSON.parse(
  readFileSync(`${root}tests/fixtures/accuracy/datasets.json`, 'utf8'),
) as { name: string; person: string; rows?: { good: string[]; slouched: string[] } }[];
const sittings: Sitting[] = datasets.map((d) => {
  const c: LandmarkCache = d.rows
    ? readRowsCache(d.rows, root)
    : JSON.parse(readFileSync(`${root}tests/fixtures/accuracy/${d.name}.landmarks.json`, 'utf8'));
  return { name: d.name, person: d.person, kind: c.kind, items: framesOf(c) };
});
const people = leaveOnePersonOut(sittings);
const of = (person: string) => people.find((p) => p.person === person)!;
const pct = (c: { flagged: number; total: number }) => c.flagged / c.total;

describe('leave-one-person-out at the default sensitivity (real people)', () => {
  it('holds every person we have: seated, laptop (stills + clip), front webcam (rows)', () => {
    expect(people.map((p) => p.person)).toEqual(['seated', 'laptop', 'front-webcam']);
    expect(sittings.map((s) => `${s.name}:${s.items.length}`)).toEqual([
      'seated-stills:36',
      'seated-video:20',
      'laptop-stills:194',
      'laptop-video:70',
      'front-webcam:1149',
    ]);
  });

  it('the seated person: recall >= 95 %, upright flagged <= 5 %', () => {
    expect(pct(of('seated').atDefault.slouched)).toBeGreaterThanOrEqual(0.95);
    expect(pct(of('seated').atDefault.good)).toBeLessThanOrEqual(0.05);
  });

  it('the front-webcam person: recall >= 95 %, upright flagged <= 5 %', () => {
    expect(pct(of('front-webcam').atDefault.slouched)).toBeGreaterThanOrEqual(0.95);
    expect(pct(of('front-webcam').atDefault.good)).toBeLessThanOrEqual(0.05);
  });

  it('the laptop person: no worse than measured (not yet at the 95 % / 5 % target)', () => {
    const p = of('laptop');
    expect(p.atDefault.slouched.flagged).toBeGreaterThanOrEqual(102);
    expect(p.atDefault.good.flagged).toBeLessThanOrEqual(6);
  });

  it('the shipped engine (tolerance chosen on all three): front webcam and laptop slouch as measured', () => {
    const front = of('front-webcam').atShipped;
    expect(pct(front.slouched)).toBeGreaterThanOrEqual(0.95);
    expect(pct(front.good)).toBeLessThanOrEqual(0.05);
    // The laptop sitter's settled upright and slouched checks overlap (docs/posture-rules.md#accuracy):
    // both stay as measured.
    expect(of('laptop').atShipped.slouched.flagged).toBeGreaterThanOrEqual(102);
    expect(of('laptop').atShipped.good.flagged).toBeLessThanOrEqual(6);
  });

  it('the status: upright checks show a problem <= 5 % for every person; slouches as measured', () => {
    for (const p of people)
      expect(pct(p.atDefault.status.good), p.person).toBeLessThanOrEqual(0.05);
    expect(of('seated').atDefault.status.slouched.flagged).toBeGreaterThanOrEqual(25);
    expect(of('laptop').atDefault.status.slouched.flagged).toBeGreaterThanOrEqual(100);
    // Every slouched row but the status hold's first 3 s (30 rows at 10 Hz): 716 - 30.
    expect(of('front-webcam').atDefault.status.slouched.flagged).toBeGreaterThanOrEqual(686);
  });

  it("the tolerances tried start above a held upright pose's stretch (the seated person's frames)", () => {
    // Each of the seated person's good frames, held against a baseline of all of them: the
    // largest stretch is what a person sitting well and holding still can read (0.036, the clip).
    const held = sittings
      .filter((s) => s.person === 'seated')
      .flatMap((s) => {
        const good = s.items.filter((i) => i.label === 'good' && i.frame);
        const f = good.map((i) => extractFeatures(i.frame!));
        const cal = baselineFromFrames(f, 0)!;
        return f.map((x) => neckStretch(x, cal));
      });
    const largest = Math.max(...held);
    expect(largest).toBeGreaterThan(0.03);
    expect(STRETCH_GRID[0]).toBeGreaterThan(largest);
  });

  it("README.md's table is what the harness reads now (`npm run accuracy -- --doc` writes it)", () => {
    const cells = (table: string) =>
      table
        .split('\n')
        .filter((l) => l.startsWith('|') && !/^\|[\s|-]+\|$/.test(l))
        .map((l) => l.split('|').map((c) => c.trim()));
    const readme = readFileSync(`${root}README.md`, 'utf8');
    const block = readme.slice(
      readme.indexOf('<!-- accuracy:start -->'),
      readme.indexOf('<!-- accuracy:end -->'),
    );
    expect(cells(block).length).toBe(people.length + 1);
    expect(cells(block)).toEqual(cells(accuracySummary({ people })));
  });

  it('the engine ships the tolerance the same rule picks on every person', () => {
    const { chosen, shipped } = shippedTolerance(sittings);
    expect(shipped).toBe(chosen);
  });
});

describe('MediaPipe landmark rows', () => {
  it('reads x, y (normalised) and visibility per landmark; a short row is an error', () => {
    const header = [
      'posture',
      'distance',
      ...Array.from({ length: 33 }, (_, i) => [
        `x${i + 1}`,
        `y${i + 1}`,
        `z${i + 1}`,
        `v${i + 1}`,
      ]).flat(),
    ];
    const row = [
      'straight',
      '50',
      ...Array.from({ length: 33 }, (_, i) => [0.5, i / 100, -1, 0.9]).flat(),
    ];
    const [f] = parseLandmarkRows(`${header.join(',')}\n${row.join(',')}\n`, 'good', 'x.csv');
    expect(f!.keypoints![11]).toEqual({ x: 320, y: 0.11 * 480, score: 0.9 });
    expect(f!.keypoints3D).toBeNull();
    expect(() =>
      parseLandmarkRows(`${header.join(',')}\nstraight,1,0.5\n`, 'good', 'x.csv'),
    ).toThrow(/row 2/);
    expect(() => parseLandmarkRows('a,b\n', 'good', 'x.csv')).toThrow(/header/);
  });
});
