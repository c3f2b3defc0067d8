import { describe, expect, it } from 'vitest';
import { REMEMBER_MS } from '../../core/protocol/pose.ts';
import {
  deviceKey,
  recall,
  recalled,
  remember,
  SKIPPED_REMEMBERED,
  type Remembered,
} from './probe-memory.ts';

const H100 = { webgl: 'ANGLE (NVIDIA, Vulkan 1.4.312 (NVIDIA H100 80GB HBM3))', webgpu: 'nvidia' };
const UA = 'Mozilla/5.0 HeadlessChrome/156.0.0.0';
const ALL = ['webgl', 'webgpu', 'wasm'] as const;
const NOW = Date.UTC(2026, 10, 24);

describe('the probe choice remembered per device', () => {
  const device = deviceKey(H100, 'full', UA);
  const record: Remembered = { device, backend: 'webgpu', at: NOW - 60_000 };

  it('is recalled for the same renderers, browser and model type', () => {
    expect(recalled(record, device, ALL, NOW)).toBe('webgpu');
    expect(recalled(null, device, ALL, NOW)).toBeNull();
  });

  it('is not recalled on another GPU, browser version or model, nor for a pinned set without it', () => {
    expect(
      recalled(record, deviceKey({ ...H100, webgpu: 'fallback google' }, 'full', UA), ALL, NOW),
    ).toBeNull();
    expect(
      recalled(record, deviceKey(H100, 'full', UA.replace('156', '157')), ALL, NOW),
    ).toBeNull();
    expect(recalled(record, deviceKey(H100, 'lite', UA), ALL, NOW)).toBeNull();
    expect(recalled(record, device, ['webgl', 'wasm'], NOW)).toBeNull();
  });

  it('expires after a week, and a record from the future is not trusted', () => {
    expect(recalled({ ...record, at: NOW - REMEMBER_MS + 1 }, device, ALL, NOW)).toBe('webgpu');
    expect(recalled({ ...record, at: NOW - REMEMBER_MS }, device, ALL, NOW)).toBeNull();
    expect(recalled({ ...record, at: NOW + 60_000 }, device, ALL, NOW)).toBeNull();
  });

  it('says why the others were skipped, with the day it was probed', () => {
    expect(SKIPPED_REMEMBERED('webgpu', NOW)).toBe(
      'skipped: webgpu was the fastest here on 2026-11-24',
    );
  });

  it('without IndexedDB (Node here; a browser may refuse it) nothing is recalled and nothing throws', async () => {
    expect(await recall()).toBeNull();
    await expect(remember(record)).resolves.toBeUndefined();
    await expect(remember(null)).resolves.toBeUndefined();
  });
});
