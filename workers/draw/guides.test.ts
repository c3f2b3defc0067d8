// The guides of 'Check my calibration' over the video, on the stand-in canvas of
// tests/support/stand-in-canvas.ts, and where drawGuides puts their labels.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { points, standInCanvas, standInFrame } from '../../tests/support/stand-in-canvas.ts';

import type * as DrawLoop from './draw-loop.ts';

type Loop = typeof DrawLoop;

let loop: Loop;
beforeEach(async () => {
  vi.resetModules();
  loop = await import('./draw-loop.ts');
});

describe("'Check my calibration' guides over the video (stand-in canvas)", () => {
  it('draws each guide with the next frames at its height from the shoulders, and none once cleared', () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    // Shoulders (11, 12) at y 300, 200 px apart; a 640x480 frame fills the canvas.
    const pts = points(0.9).map((p, i) =>
      i === 11 ? { x: 420, y: 300, score: 0.9 } : i === 12 ? { x: 220, y: 300, score: 0.9 } : p,
    );
    loop.handle({ type: 'landmarks', points: pts }, 0);
    loop.setGuides([
      { kind: 'baseline', anchor: 'frame', value: 0.25, label: '' },
      { kind: 'line', anchor: 'above-shoulders', value: 0.2, label: 'Ears above the shoulders' },
      { kind: 'line', anchor: 'shoulder-widths', value: 0.5, label: 'Neck' },
    ]);
    loop.handle({ type: 'frame', frame: standInFrame() }, 10);
    expect(loop.stats().guides).toEqual([
      { kind: 'baseline', y: 120 }, // 0.25 of 480
      { kind: 'line', y: 204 }, // 300 - 0.2 * 480
      { kind: 'line', y: 200 }, // 300 - 0.5 * 200
    ]);
    expect(calls).toContain('fillText:Ears above the shoulders');
    loop.setGuides(null);
    expect(loop.stats().guides).toBeNull();
    calls.length = 0;
    loop.handle({ type: 'frame', frame: standInFrame() }, 100);
    expect(calls.filter((c) => c.startsWith('setLineDash'))).toEqual([]);
    expect(loop.stats().guides).toBeNull();
  });

  it('a guide that hangs from unseen shoulders, or falls off the frame, is not drawn', () => {
    const { canvas } = standInCanvas();
    loop.attachCanvas(canvas);
    loop.handle({ type: 'landmarks', points: points(0.1) }, 0);
    loop.setGuides([
      { kind: 'line', anchor: 'above-shoulders', value: 0.2, label: '' },
      { kind: 'baseline', anchor: 'frame', value: 1.5, label: '' },
      { kind: 'baseline', anchor: 'frame', value: 0.5, label: '' },
    ]);
    loop.handle({ type: 'frame', frame: standInFrame() }, 10);
    expect(loop.stats().guides).toEqual([{ kind: 'baseline', y: 240 }]);
  });
});

describe('guide labels (stand-in canvas)', () => {
  it('labels of lines a few pixels apart go to the next slot along the line, not over each other', async () => {
    const { drawGuides } = await import('./guides.ts');
    const texts: [string, number][] = [];
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (t, k: string) =>
        k in t
          ? t[k]
          : (...a: unknown[]) =>
              void (k === 'fillText' && texts.push([String(a[0]), Number(a[1])])),
      set: (t, k: string, v) => ((t[k] = v), true),
    }) as unknown as OffscreenCanvasRenderingContext2D;
    const box = { x: 0, y: 0, w: 640, h: 480 };
    drawGuides(
      ctx,
      [
        { kind: 'line', anchor: 'frame', value: 0.5, label: 'A' },
        { kind: 'line', anchor: 'frame', value: 0.51, label: 'B' },
        { kind: 'line', anchor: 'frame', value: 0.535, label: 'C' },
        { kind: 'line', anchor: 'frame', value: 0.55, label: 'D' },
      ],
      null,
      box,
    );
    expect(texts).toEqual([
      ['A', 6],
      ['B', 206],
      ['C', 406], // 17 px below A (slot 0 taken), 12 px below B (slot 1 taken): the third
      ['D', 6], // 24 px below A, the nearest two on slots 1 and 2: slot 0 again
    ]);
  });
});
