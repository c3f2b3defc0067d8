import { describe, expect, it, vi } from 'vitest';
import { sendDataPoints } from './sessions.ts';
import type { DataPoint } from '../../core/api/types.ts';

const point: DataPoint = {
  timestamp: '2025-10-18T10:00:00.000Z',
  start_score: 90,
  end_score: 91,
  good_posture_seconds: 50,
  bad_posture_seconds: 10,
  duration_seconds: 60,
};

describe('data-point batches', () => {
  it('refuses more than 10 points locally, before any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(
      sendDataPoints(
        's1',
        Array.from({ length: 11 }, () => point),
      ),
    ).rejects.toThrow('Cannot send more than 10 data points at once');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
