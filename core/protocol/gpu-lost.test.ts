import { describe, expect, it } from 'vitest';
import {
  gpuLostMessage,
  gpuLostStatus,
  lostBackend,
  nextBackend,
  type ProbeReport,
} from './pose.ts';

describe('GPU loss', () => {
  it('finds the lost backend in the worker failure the bridge wraps around it', () => {
    const wrapped = `The pose worker failed: Uncaught Error: ${gpuLostMessage('webgl')}`;
    expect(lostBackend(wrapped)).toBe('webgl');
    expect(lostBackend(gpuLostMessage('webgpu'))).toBe('webgpu');
    expect(lostBackend('The pose worker failed: it could not run')).toBeNull();
    expect(lostBackend('no pose result for 3 s')).toBeNull();
  });

  it('restarts a forced backend on the next one down', () => {
    expect(nextBackend('webgpu')).toBe('webgl');
    expect(nextBackend('webgl')).toBe('wasm');
    const alone: ProbeReport = {
      chosen: 'webgl',
      results: [{ backend: 'webgl', ms: 20, warmupMs: 300 }],
    };
    expect(nextBackend('webgl', alone)).toBe('wasm');
  });

  it('after a probe, takes the fastest other backend that worked', () => {
    const probe: ProbeReport = {
      chosen: 'webgpu',
      results: [
        { backend: 'webgl', ms: 30, warmupMs: 400 },
        { backend: 'webgpu', ms: 10, warmupMs: 900 },
        { backend: 'wasm', ms: 25, warmupMs: 100 },
      ],
    };
    expect(nextBackend('webgpu', probe)).toBe('wasm');
    const broken = { ...probe, results: [{ backend: 'webgl' as const, ms: null, warmupMs: null }] };
    expect(nextBackend('webgpu', broken)).toBe('webgl');
  });

  it('says what was lost and where analysis goes on', () => {
    expect(gpuLostStatus('webgl', 'wasm')).toBe(
      'The graphics device was lost (webgl); analysis restarts on wasm',
    );
  });
});
