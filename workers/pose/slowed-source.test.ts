import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PoseSource } from './pose-source.ts';
import { slowedSource } from './slowed-source.ts';

afterEach(() => vi.useRealTimers());

describe('slowedSource: full answering late in the test build (e2e/monitor-slow-model.e2e.ts)', () => {
  test('answers the inner source’s poses only after the delay, and passes reset and dispose on', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const pose = { keypoints: [], score: 0.9 };
    const inner = {
      estimatePoses: vi.fn(async () => [pose]),
      reset: vi.fn(),
      dispose: vi.fn(),
    };
    const slowed = slowedSource(inner as unknown as PoseSource, 400);
    let answered: unknown = null;
    const input = {} as ImageBitmap;
    void slowed.estimatePoses(input, { maxPoses: 1 }, 123).then((p) => (answered = p));
    await vi.advanceTimersByTimeAsync(399);
    expect(inner.estimatePoses).toHaveBeenCalledWith(input, { maxPoses: 1 }, 123);
    expect(answered).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toEqual([pose]);
    slowed.reset();
    slowed.dispose();
    expect(inner.reset).toHaveBeenCalledOnce();
    expect(inner.dispose).toHaveBeenCalledOnce();
  });
});
