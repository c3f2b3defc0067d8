import { describe, expect, it } from 'vitest';
import { readMonitorOptions } from './options.ts';

describe('/app query flags', () => {
  it('defaults to a probed backend, BlazePose full, the track processor and no overlay', () => {
    expect(readMonitorOptions('')).toEqual({
      backend: 'auto',
      modelType: 'full',
      forceFallback: false,
      debug: false,
    });
  });

  it('reads a pinned backend, lite, the fallback frame path and debug', () => {
    expect(readMonitorOptions('?backend=webgpu&model=lite&frames=fallback&debug')).toEqual({
      backend: 'webgpu',
      modelType: 'lite',
      forceFallback: true,
      debug: true,
    });
  });

  it('ignores unknown backends', () => {
    expect(readMonitorOptions('?backend=cuda').backend).toBe('auto');
  });
});
