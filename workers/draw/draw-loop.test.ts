// OffscreenCanvas and VideoFrame do not exist in Node, so a stand-in 2D context records the calls
// (said in each name). The real drawing is checked by pixels in e2e/pipeline.e2e.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDERS } from '../../core/protocol/draw.ts';
import { points, standInCanvas, standInFrame } from '../../tests/support/stand-in-canvas.ts';

import type * as DrawLoop from './draw-loop.ts';

type Loop = typeof DrawLoop;

let loop: Loop;
beforeEach(async () => {
  vi.resetModules();
  loop = await import('./draw-loop.ts');
});

describe('draw loop (stand-in canvas and frames)', () => {
  it("shows 'Camera off' as soon as it has a canvas, not a camera that is starting", () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    expect(calls).toContain(`fillText:${PLACEHOLDERS.idle}`);
    expect(calls).not.toContain(`fillText:${PLACEHOLDERS.initializing}`);
  });

  it('draws at most 15 frames a second and closes every frame, drawn or not', () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    const frames = Array.from({ length: 30 }, standInFrame);
    frames.forEach((frame, i) => loop.handle({ type: 'frame', frame }, (i * 1000) / 30));
    expect(calls.filter((c) => c.startsWith('drawImage')).length).toBe(15);
    for (const f of frames) expect(f.close).toHaveBeenCalledTimes(1);
  });

  it('overlays red landmarks on the next frame, skipping low-score points; updates at most 10/s', () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    loop.handle({ type: 'landmarks', points: points(0.9) }, 0);
    loop.handle({ type: 'landmarks', points: points(0.1) }, 50); // inside the 100 ms window: ignored
    loop.handle({ type: 'frame', frame: standInFrame() }, 60);
    expect(calls.filter((c) => c.startsWith('arc')).length).toBe(33);
    loop.handle({ type: 'landmarks', points: points(0.1) }, 200);
    calls.length = 0;
    loop.handle({ type: 'frame', frame: standInFrame() }, 260);
    expect(calls.filter((c) => c.startsWith('arc')).length).toBe(0);
  });

  it("'Tracking stopped' replaces the video and clears the overlay", () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    loop.handle({ type: 'landmarks', points: points(0.9) }, 0);
    loop.handle({ type: 'placeholder', text: PLACEHOLDERS.stopped }, 10);
    expect(calls).toContain(`fillText:${PLACEHOLDERS.stopped}`);
    expect(loop.stats().hasLandmarks).toBe(false);
  });

  it('scales the overlay to the frame: a 1280x720 camera is letterboxed and its landmarks stay on the person', () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    const pts = [
      { x: 640, y: 360, score: 0.9 }, // the frame's centre
      { x: 1280, y: 720, score: 0.9 }, // its bottom-right corner
      { x: 0, y: 0, score: 0.9 }, // its top-left corner
    ];
    loop.handle({ type: 'landmarks', points: pts, width: 1280, height: 720 }, 0);
    calls.length = 0;
    loop.handle({ type: 'frame', frame: standInFrame(1280, 720) }, 10);
    // 1280x720 fits the 640x480 canvas as 640x360 at y = 60.
    expect(calls.filter((c) => c.startsWith('drawImage'))).toEqual(['drawImage@0,60,640,360']);
    expect(calls.filter((c) => c.startsWith('arc'))).toEqual([
      'arc@320,240',
      'arc@640,420',
      'arc@0,60',
    ]);
    // ?debug reads the same canvas positions back (e2e/monitor-camera-size.e2e.ts checks them).
    expect(loop.stats().overlay?.map((p) => [p.x, p.y])).toEqual([
      [320, 240],
      [640, 420],
      [0, 60],
    ]);
    expect(loop.stats().frameSize).toEqual({ width: 1280, height: 720 });
    loop.handle({ type: 'placeholder', text: PLACEHOLDERS.stopped }, 20);
    expect(loop.stats().overlay).toBeNull();
  });
});

describe("the placeholders in the page's language (stand-in canvas)", () => {
  const FRENCH = {
    [PLACEHOLDERS.idle]: 'Caméra éteinte',
    [PLACEHOLDERS.stopped]: 'Suivi arrêté',
  };

  it("paints the page's words for a placeholder named by its English, and English for one it lacks", () => {
    const { canvas, calls } = standInCanvas();
    loop.setTexts(FRENCH);
    loop.attachCanvas(canvas);
    expect(calls).toContain('fillText:Caméra éteinte');
    expect(calls).not.toContain(`fillText:${PLACEHOLDERS.idle}`);
    loop.handle({ type: 'placeholder', text: PLACEHOLDERS.stopped }, 10);
    expect(calls).toContain('fillText:Suivi arrêté');
    loop.handle({ type: 'placeholder', text: PLACEHOLDERS.loading }, 20);
    expect(calls).toContain(`fillText:${PLACEHOLDERS.loading}`);
  });

  it('a change of language paints the placeholder on screen again, and nothing over video', () => {
    const { canvas, calls } = standInCanvas();
    loop.attachCanvas(canvas);
    expect(calls.filter((c) => c.startsWith('fillText'))).toEqual([
      `fillText:${PLACEHOLDERS.idle}`,
    ]);
    loop.setTexts({ [PLACEHOLDERS.idle]: 'Cámara apagada' });
    expect(calls.filter((c) => c.startsWith('fillText'))).toEqual([
      `fillText:${PLACEHOLDERS.idle}`,
      'fillText:Cámara apagada',
    ]);
    loop.handle({ type: 'frame', frame: standInFrame() }, 10);
    calls.length = 0;
    loop.setTexts(FRENCH);
    expect(calls).toEqual([]);
  });
});
