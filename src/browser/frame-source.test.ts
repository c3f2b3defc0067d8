// The feature test that picks the frame path. Node has transferable streams but no
// MediaStreamTrackProcessor, so a stand-in constructor plays Chromium (said in the names). Both real
// paths run in e2e/pipeline.e2e.ts (default, and forced fallback with ?frames=fallback).
import { afterEach, describe, expect, it } from 'vitest';
import { chooseFrameSource } from './frame-source.ts';

const g = globalThis as { MediaStreamTrackProcessor?: unknown };

describe('frame source feature test', () => {
  afterEach(() => {
    delete g.MediaStreamTrackProcessor;
  });

  it('falls back to <video> + ImageBitmaps where MediaStreamTrackProcessor is missing (Firefox, Safari)', () => {
    expect(chooseFrameSource()).toBe('video-fallback');
  });

  it('uses the track processor where it exists (stand-in constructor) and streams transfer', () => {
    g.MediaStreamTrackProcessor = class {};
    expect(chooseFrameSource()).toBe('track-processor');
  });

  it('can be forced to the fallback (stand-in constructor present)', () => {
    g.MediaStreamTrackProcessor = class {};
    expect(chooseFrameSource(true)).toBe('video-fallback');
  });
});
