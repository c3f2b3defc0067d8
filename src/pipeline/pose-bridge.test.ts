// The pose bridge's dispose on a fake Worker (Node has no Web Workers): the goodbye call goes out,
// and the worker is terminated even when it never answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPoseBridge } from './pose-bridge.ts';

class FakeWorker extends EventTarget {
  static all: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  onerror: unknown = null;
  onmessageerror: unknown = null;
  constructor() {
    super();
    FakeWorker.all.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('createPoseBridge (fake Worker)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.all = [];
  });

  it('dispose asks the worker to free its tensors, then terminates it within about 1 s', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const bridge = createPoseBridge();
    void bridge
      .api()
      .health()
      .catch(() => undefined);
    expect(bridge.started).toBe(true);
    const [worker] = FakeWorker.all;
    // Fake time: the worker never answers the goodbye, so only the 1 s limit ends the wait.
    vi.useFakeTimers();
    try {
      const disposed = bridge.dispose();
      await vi.advanceTimersByTimeAsync(999);
      expect(worker!.terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await disposed;
    } finally {
      vi.useRealTimers();
    }
    expect(worker!.terminated).toBe(true);
    expect(bridge.started).toBe(false);
    // The goodbye went out as a Comlink call to the worker's `dispose`.
    expect(JSON.stringify(worker!.posted)).toContain('"dispose"');
  });

  it('dispose before the worker started starts none', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await createPoseBridge().dispose();
    expect(FakeWorker.all).toHaveLength(0);
  });
});
