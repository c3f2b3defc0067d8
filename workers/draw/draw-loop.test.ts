// OffscreenCanvas and VideoFrame do not exist in Node, so a stand-in 2D context records the calls
// (said in each name). The real drawing is checked by pixels in e2e/pipeline.e2e.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDERS } from './protocol.ts';

import type * as DrawLoop from './draw-loop.ts';

type Loop = typeof DrawLoop;

function standInCanvas() {
  const calls: string[] = [];
  const ctx = new Proxy(
    {
      fillStyle: '',
      strokeStyle: '',
      lineWidth: 0,
      font: '',
      textAlign: '',
      textBaseline: '',
    } as Record<string, unknown>,
    {
      get(target, key: string) {
        if (key in target) return target[key];
        return (...args: unknown[]) =>
          calls.push(`${key}${key === 'fillText' ? `:${String(args[0])}` : ''}`);
      },
      set(target, key: string, value) {
        target[key] = value;
        return true;
      },
    },
  );
  const canvas = { width: 640, height: 480, getContext: () => ctx } as unknown as OffscreenCanvas;
  return { canvas, calls };
}
const standInFrame = () =>
  ({ close: vi.fn() }) as unknown as ImageBitmap & { close: ReturnType<typeof vi.fn> };
const points = (score: number) =>
  Array.from({ length: 33 }, (_, i) => ({ x: i * 10, y: i * 5, score }));

let loop: Loop;
beforeEach(async () => {
  vi.resetModules();
  loop = await import('./draw-loop.ts');
});

describe('draw loop (stand-in canvas and frames)', () => {
  it("shows 'Initializing camera...' as soon as it has a canvas", () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    expect(calls).toContain(`fillText:${PLACEHOLDERS.initializing}`);
  });

  it('draws at most 15 frames a second and closes every frame, drawn or not', () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    const frames = Array.from({ length: 30 }, standInFrame);
    frames.forEach((frame, i) => loop.handle({ type: 'frame', frame }, (i * 1000) / 30));
    expect(calls.filter((c) => c === 'drawImage').length).toBe(15);
    for (const f of frames) expect(f.close).toHaveBeenCalledTimes(1);
  });

  it('overlays red landmarks on the next frame, skipping low-score points; updates at most 10/s', () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    loop.handle({ type: 'landmarks', points: points(0.9) }, 0);
    loop.handle({ type: 'landmarks', points: points(0.1) }, 50); // inside the 100 ms window: ignored
    loop.handle({ type: 'frame', frame: standInFrame() }, 60);
    expect(calls.filter((c) => c === 'arc').length).toBe(33);
    loop.handle({ type: 'landmarks', points: points(0.1) }, 200);
    calls.length = 0;
    loop.handle({ type: 'frame', frame: standInFrame() }, 260);
    expect(calls.filter((c) => c === 'arc').length).toBe(0);
  });

  it("'Tracking stopped' replaces the video and clears the overlay", () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    loop.handle({ type: 'landmarks', points: points(0.9) }, 0);
    loop.handle({ type: 'placeholder', text: PLACEHOLDERS.stopped }, 10);
    expect(calls).toContain(`fillText:${PLACEHOLDERS.stopped}`);
    expect(loop.stats().hasLandmarks).toBe(false);
  });
});
