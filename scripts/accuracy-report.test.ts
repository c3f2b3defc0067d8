// scripts/accuracy-report.mjs modelReport (`npm run accuracy -- --model lite`): each sitting judged
// on full, on lite, and on lite after a calibration that full saw, on the committed full landmarks.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { framesOf, type LandmarkCache } from '../tests/accuracy-replay.ts';
import { modelReport } from './accuracy-report.mjs';

const NAME = 'seated-video';
const full = JSON.parse(
  readFileSync(
    new URL(`../tests/fixtures/accuracy/${NAME}.landmarks.json`, import.meta.url),
    'utf8',
  ),
) as LandmarkCache;
const sitting = (cache: LandmarkCache) => ({
  name: NAME,
  person: 'seated',
  kind: cache.kind,
  items: framesOf(cache),
});
const judge = (lite: LandmarkCache) =>
  modelReport([{ ...sitting(full), cache: full }], [sitting(lite)], new Map([[NAME, lite]]));
type Row = Record<string, string>;
const SHIFT = 'landmark shift px (mean / p90)';
const rates = ({ model: _m, [SHIFT]: _s, ...r }: Row) => r;

it('a lite run that found the same landmarks as full reads the same all three ways', () => {
  const rows = judge(full) as Row[];
  expect(rows.map((r) => r.model)).toEqual(['full', 'lite', 'lite, calibrated on full']);
  expect(rows[1]![SHIFT]).toBe('0.0 / 0.0');
  expect(rates(rows[1]!)).toEqual(rates(rows[0]!));
  expect(rates(rows[2]!)).toEqual(rates(rows[0]!));
});

it('the mixed sitting calibrates on full and judges lite', () => {
  // A lite run whose landmarks sit 40 px higher during the 10 s calibration only: calibrated on
  // itself it takes the upright rest for a sink; calibrated on full it reads exactly as full.
  const lite: LandmarkCache = {
    ...full,
    frames: full.frames.map((f) =>
      f.t! < 10 && f.keypoints
        ? { ...f, keypoints: f.keypoints.map((k) => ({ ...k, y: k.y - 40 })) }
        : f,
    ),
  };
  const [onFull, onLite, mixed] = judge(lite) as Row[];
  expect(rates(mixed!)).toEqual(rates(onFull!));
  expect(onFull!['upright flagged']).toMatch(/^0\//);
  expect(onLite!['upright flagged']).not.toMatch(/^0\//);
  expect(onLite![SHIFT]).not.toBe('0.0 / 0.0');
});
