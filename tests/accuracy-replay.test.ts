// `npm run accuracy`'s pure half (tests/accuracy-replay.ts and scripts/accuracy-data.mjs), over the
// cached real seated landmarks: no browser here (the harness's BlazePose step is not part of npm
// test; it is slow on SwiftShader).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitMjpeg, videoSamples } from '../scripts/accuracy-data.mjs';
import { exampleItems, framesOf, replay, type LandmarkCache } from './accuracy-replay.ts';
import { cueTable, sweep } from './accuracy-tables.ts';
import { FIXTURE_PATH } from './seated-fixture.ts';

const seated = JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Omit<LandmarkCache, 'kind'>;
const cache: LandmarkCache = { ...seated, kind: 'stills' };
const items = framesOf(cache);

describe('accuracy replay (cached seated landmarks)', () => {
  it('sweeps sensitivity 1-10 per class; default flags every slouched still and no judged good one', () => {
    const rows = sweep('stills', items);
    expect(rows.map((r) => r.sensitivity)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const s5 = rows.find((r) => r.sensitivity === 5)!;
    expect(s5.slouched).toEqual({ flagged: 19, total: 19 });
    // Calibrated on the first 40 % of the good stills (7 of 17), the other 10 judged.
    expect(s5.good).toEqual({ flagged: 0, total: 10 });
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.slouched.flagged).toBeGreaterThanOrEqual(rows[i - 1]!.slouched.flagged);
      expect(rows[i]!.good.flagged).toBeGreaterThanOrEqual(rows[i - 1]!.good.flagged);
    }
  });

  it('personal: the first 5 s of the slouch (5 stills held 1 s) are the example, stored and not judged', () => {
    const example = exampleItems('stills', items);
    expect([...example].map((i) => i.file)).toEqual(
      items
        .filter((i) => i.label === 'slouched')
        .slice(0, 5)
        .map((i) => i.file),
    );
    const r = replay('stills', items, {}, {}, true);
    const judged = r.judged.map((j) => j.item);
    expect(judged.filter((i) => i.label === 'slouched')).toHaveLength(14);
    expect(judged.some((i) => example.has(i))).toBe(false);
    expect(judged.filter((i) => i.label === 'good')).toHaveLength(10);
    // The seated slouch drops the head by 0.4 neck heights: the example says so.
    expect(r.calibration.slouchExample!.drop).toBeGreaterThan(0.3);
    expect(replay('stills', items, {}).calibration.slouchExample).toBeUndefined();
  });

  it("reports each cue's deviation per class: the neck sink separates the real classes alone", () => {
    const cues = cueTable(replay('stills', items, {}));
    const sink = cues.find((c) => c.cue.startsWith('neck sink'))!;
    expect(sink.good.max).toBeLessThan(sink.tolerance);
    expect(sink.slouched.min).toBeGreaterThan(sink.tolerance);
    expect(sink.gap).toBeGreaterThan(0);
    const drop = cues.find((c) => c.cue.startsWith('head drop'))!;
    expect(drop.slouched.median).toBeGreaterThan(0.3); // eye-level camera: the loud cue
  });

  it('a video replay calibrates on its first 10 s and refuses to calibrate on slouched frames', () => {
    const video = (labelAt: (t: number) => 'good' | 'slouched') =>
      Array.from({ length: 60 }, (_, k) => {
        const t = k * 0.5 + 0.25;
        const label = labelAt(t);
        const still = items.filter((i) => i.label === label)[k % 17]!;
        return { ...still, label, t, file: `clip@${t}s` };
      });
    const r = replay(
      'video',
      video((t) => (t < 20 ? 'good' : 'slouched')),
      {},
    );
    expect(r.judged.length).toBeGreaterThan(30);
    expect(r.judged.every((j) => j.item.t! >= 10)).toBe(true);
    const flagged = (label: string) =>
      r.judged.filter((j) => j.item.label === label && j.summary.issues.length > 0);
    expect(flagged('slouched').length).toBeGreaterThan(0);
    expect(() =>
      replay(
        'video',
        video(() => 'slouched'),
        {},
      ),
    ).toThrow(/10 s of good frames/);
  });
});

describe('accuracy datasets', () => {
  it('samples a labelled video at the middle of each slot, in time order', () => {
    const plan = videoSamples({
      video: '/x/clip.mp4',
      fps: 2,
      labels: {
        ranges: [
          { label: 'slouched', from: 2, to: 3 },
          { label: 'good', from: 0, to: 1 },
        ],
      },
    });
    expect(plan.map((p: { t: number; label: string }) => `${p.label}@${p.t}`)).toEqual([
      'good@0.25',
      'good@0.75',
      'slouched@2.25',
      'slouched@2.75',
    ]);
    expect(() =>
      videoSamples({ video: 'v', labels: { ranges: [{ label: 'meh', from: 0, to: 1 }] } }),
    ).toThrow(/bad range/);
  });

  it('splits the fake-camera MJPEG into its 1200 JPEG frames', () => {
    const frames = splitMjpeg(
      fileURLToPath(new URL('../e2e/fixtures/good-then-slouched.mjpeg', import.meta.url)),
    );
    expect(frames).toHaveLength(1200);
    for (const f of [frames[0]!, frames[1199]!]) {
      expect([f[0], f[1], f.at(-2), f.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    }
  });
});
