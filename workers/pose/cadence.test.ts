import { describe, expect, it } from 'vitest';
import { initialCadence, routeFrame, type CadenceState } from './cadence.ts';

const state = (p: Partial<CadenceState>): CadenceState => ({
  ...initialCadence(),
  analysing: true,
  drawing: true,
  ...p,
});

/** Feeds 30 fps frames for `ms` and counts the routes, updating state like the frame loop does. */
function simulate(s: CadenceState, ms: number, inferenceMs: number) {
  let analysed = 0;
  let drawn = 0;
  let busyUntil = -1;
  for (let i = 0; i < (ms * 30) / 1000; i++) {
    // Camera timestamps are whole milliseconds: 0, 33, 67, 100...
    const t = Math.round((i * 1000) / 30);
    s.busy = t < busyUntil;
    const r = routeFrame(s, t);
    if (r.analyse) {
      analysed++;
      s.lastAnalysis = t;
      busyUntil = t + inferenceMs;
    }
    if (r.draw) {
      drawn++;
      s.lastDraw = t;
    }
  }
  return { analysed, drawn };
}

describe('frame cadence', () => {
  it('analyses at most 10 frames a second in the foreground and draws at most 15', () => {
    const { analysed, drawn } = simulate(state({}), 10_000, 20);
    expect(analysed).toBeLessThanOrEqual(100);
    expect(analysed).toBeGreaterThanOrEqual(95);
    expect(drawn).toBeLessThanOrEqual(150);
    expect(drawn).toBeGreaterThanOrEqual(140);
  });

  it('analyses once a second and draws nothing when the page is hidden', () => {
    const { analysed, drawn } = simulate(state({ hidden: true }), 10_000, 20);
    expect(analysed).toBe(10);
    expect(drawn).toBe(0);
  });

  it('analyses 2 frames a second in low power and draws only those (video at the analysis rate)', () => {
    const { analysed, drawn } = simulate(state({ lowPower: true }), 10_000, 20);
    expect(analysed).toBe(20);
    expect(drawn).toBe(20);
  });

  it('on battery (the page says so) analyses 2 frames a second and draws those', () => {
    const { analysed, drawn } = simulate(state({ battery: true }), 10_000, 20);
    expect(analysed).toBe(20);
    expect(drawn).toBe(20);
  });

  it('analyses as usual but draws nothing while the canvas is off screen', () => {
    const { analysed, drawn } = simulate(state({ shown: false }), 10_000, 20);
    expect(analysed).toBeGreaterThanOrEqual(90);
    expect(drawn).toBe(0);
  });

  it('draws at 15 fps in low power before the detection loop analyses', () => {
    const { analysed, drawn } = simulate(state({ lowPower: true, analysing: false }), 10_000, 20);
    expect(analysed).toBe(0);
    expect(drawn).toBeGreaterThanOrEqual(140);
  });

  it('never starts a second inference while one is in flight (slow backend)', () => {
    const { analysed } = simulate(state({}), 10_000, 360);
    // 360 ms inference: the next frame after it finishes, i.e. every ~367-400 ms.
    expect(analysed).toBeLessThanOrEqual(28);
    expect(analysed).toBeGreaterThanOrEqual(24);
  });

  it('does not analyse before the detection loop starts', () => {
    expect(routeFrame(state({ analysing: false }), 5000).analyse).toBe(false);
    expect(routeFrame(state({ analysing: false }), 5000).draw).toBe(true);
  });
});
