import { describe, expect, it } from 'vitest';
import { gateFrame } from './gate.ts';
import { LANDMARK } from './landmarks.ts';
import { uprightFrame, withVisibility } from '../../tests/support/posture-frames.ts';

describe('gateFrame', () => {
  it('passes an upright frame', () => {
    expect(gateFrame(uprightFrame(), 0.7)).toEqual({ gate: 'ok', missing: [], confidence: 1 });
  });
  it("reports 'No pose' without a frame or landmarks", () => {
    expect(gateFrame(null, 0.7).gate).toBe('No pose');
    expect(gateFrame({ ...uprightFrame(), landmarks: [] }, 0.7).gate).toBe('No pose');
  });
  it("names the missing nose and shoulders as 'Missing landmarks'", () => {
    const f = uprightFrame();
    const landmarks = f.landmarks.slice();
    landmarks[LANDMARK.nose] = { x: NaN, y: 1 };
    landmarks.length = 12; // drops the right shoulder (index 12)
    expect(gateFrame({ ...f, landmarks }, 0.7)).toEqual({
      gate: 'Missing landmarks',
      missing: ['nose', 'right shoulder'],
      confidence: 0,
    });
  });
  it('counts a landmark toward confidence only when visibility is ABOVE 0.5', () => {
    const three = ['leftEye', 'rightEye', 'leftEar'] as const;
    // 4 of 7 seen = 0.571 < 0.7
    expect(gateFrame(withVisibility(uprightFrame(), three, 0.5), 0.7).gate).toBe('Low confidence');
    expect(gateFrame(withVisibility(uprightFrame(), three, 0.5001), 0.7).gate).toBe('ok');
  });
  it("gives 'Low confidence' only below the confidence threshold", () => {
    const f = withVisibility(uprightFrame(), ['leftEye', 'rightEye'], 0.1); // 5 of 7
    const c = 5 / 7;
    expect(gateFrame(f, c).gate).toBe('ok'); // at the threshold
    expect(gateFrame(f, c - 1e-9).gate).toBe('ok'); // just below it
    expect(gateFrame(f, c + 1e-9)).toMatchObject({ gate: 'Low confidence', confidence: c }); // just above it
    expect(gateFrame(f, 0.7).gate).toBe('ok');
    expect(gateFrame(withVisibility(f, ['leftEar'], 0.1), 0.7).gate).toBe('Low confidence'); // 4 of 7
  });
  it('takes a landmark without a score as seen', () => {
    const f = uprightFrame();
    const landmarks = f.landmarks.map((p) => ({ x: p.x, y: p.y }));
    expect(gateFrame({ ...f, landmarks }, 0.7).gate).toBe('ok');
  });
});
