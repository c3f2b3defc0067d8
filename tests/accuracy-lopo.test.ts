// The done-means of docs/posture-rules.md#accuracy over every real person we hold, replayed from
// the cached BlazePose landmarks and the MediaPipe rows (no browser): leave-one-person-out at the
// default sensitivity, the neck-stretch tolerance chosen without the person judged. A person that
// meets recall >= 95 % and upright flagged <= 5 % must keep meeting it; the figures of the people
// that do not yet (see docs/accuracy.md#results) must not get worse.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { framesOf, type LandmarkCache } from './accuracy-replay.ts';
import { leaveOnePersonOut, type Sitting } from './accuracy-lopo.ts';
import { parseLandmarkRows, readRowsCache } from './accuracy-rows.ts';
import { accuracySummary } from '../scripts/accuracy-doc.mjs';

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

describe('every real person at the default sensitivity, generic and personal', () => {
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

  it('generic (upright start only): every person upright flagged <= 5 % (issue 44)', () => {
    for (const p of people) expect(pct(p.generic.good), p.person).toBeLessThanOrEqual(0.05);
    // The recall each keeps: the eye-level sitters every slouch; the laptop sitter, whose slouch
    // only the neck stretch sees (off in the generic rules), none.
    expect(pct(of('seated').generic.slouched)).toBeGreaterThanOrEqual(0.95);
    expect(pct(of('front-webcam').generic.slouched)).toBeGreaterThanOrEqual(0.95);
  });

  it('the generic neck stretch is off: it adds no flag for anyone, upright or slouched', () => {
    for (const p of people) {
      const stretch = p.ablation.find((a) => a.cue === 'stretch')!;
      expect(stretch.generic, p.person).toEqual({ good: 0, slouched: 0 });
    }
  });

  it('personal (plus 5 s of the slouch as the example): the eye-level sitters meet 95 % / 5 %; the laptop sitter as measured', () => {
    for (const person of ['seated', 'front-webcam']) {
      expect(pct(of(person).personal.slouched), person).toBeGreaterThanOrEqual(0.95);
      expect(pct(of(person).personal.good), person).toBeLessThanOrEqual(0.05);
    }
    // His example turns the neck stretch on: it catches what the generic rules cannot.
    const laptop = of('laptop');
    expect(laptop.personal.slouched.flagged).toBeGreaterThanOrEqual(106);
    expect(laptop.personal.good.flagged).toBeLessThanOrEqual(11);
    expect(laptop.ablation.find((a) => a.cue === 'stretch')!.personal.slouched).toBeGreaterThan(0);
  });

  it('the status: generic upright checks show a problem <= 5 % for every person', () => {
    for (const p of people) expect(pct(p.generic.status.good), p.person).toBeLessThanOrEqual(0.05);
    expect(of('seated').generic.status.slouched.flagged).toBeGreaterThanOrEqual(25);
    // Every slouched row but the status hold's first 3 s (30 rows at 10 Hz): 716 - 30.
    expect(of('front-webcam').generic.status.slouched.flagged).toBeGreaterThanOrEqual(686);
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
