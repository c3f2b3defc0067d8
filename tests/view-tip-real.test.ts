// The weak-view tips of core/posture/view.ts on the real people we hold (cached BlazePose landmarks,
// replayed with the accuracy protocol): the laptop sitter, whose calibration sees only his head and
// shoulders at the bottom of the frame, is told so; the eye-level seated sitter is told nothing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOW_IN_FRAME_TIP, SHOULDERS_LOW_Y, cameraViewTip } from '../core/posture/view.ts';
import { framesOf, replay, type LandmarkCache } from './accuracy-replay.ts';

const load = (name: string): LandmarkCache =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`./fixtures/accuracy/${name}.landmarks.json`, import.meta.url)),
      'utf8',
    ),
  );

describe('weak view: head and shoulders only, at the bottom of the frame', () => {
  it.each(['laptop-stills', 'laptop-video'])(
    '%s: calibrated low in the frame, the tip shows',
    (n) => {
      const c = load(n);
      const r = replay(c.kind, framesOf(c), {});
      expect(r.calibration.chestPosition.y).toBeGreaterThanOrEqual(SHOULDERS_LOW_Y);
      expect(r.judged.at(-1)!.summary.viewTip).toBe(LOW_IN_FRAME_TIP);
    },
  );

  it.each(['seated-stills', 'seated-video'])('%s: eye level, chest in view, no tip', (n) => {
    const c = load(n);
    const r = replay(c.kind, framesOf(c), {});
    expect(r.calibration.chestPosition.y).toBeLessThan(SHOULDERS_LOW_Y);
    expect(cameraViewTip(r.calibration)).toBeNull();
    expect(r.judged.at(-1)!.summary.viewTip).toBeNull();
  });
});
