// The frame loop's first analysis (docs/architecture.md#pose-model) with the detector and the
// engine replaced by fakes: Node has no camera, no VideoFrame and no tfjs backend, so frames are
// counting stand-ins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FrameLoopModule from './frame-loop.ts';

type FrameLoop = typeof FrameLoopModule;

const estimate = vi.fn(async () => ({ keypoints: [{ x: 1, y: 2, score: 0.9 }] }));
vi.mock('./detector.ts', () => ({
  estimate,
  isReady: () => true,
  isWarm: () => true,
}));
vi.mock('./posture.ts', () => ({
  isCalibrating: () => false,
  stepPosture: () => ({ lowPower: false, alert: null, analytics: { episodes: [] } }),
}));
vi.mock('./gpu-watch.ts', () => ({ checkGpu: () => undefined }));

let open = 0;
class FakeFrame {
  closed = false;
  constructor(
    readonly id: number,
    readonly timestamp: number,
  ) {
    open++;
  }
  readonly displayWidth = 640;
  readonly displayHeight = 480;
  clone() {
    return new FakeFrame(this.id, this.timestamp);
  }
  close() {
    if (!this.closed) open--;
    this.closed = true;
  }
}
class FakeBitmap {
  constructor(readonly id: number) {
    open++;
  }
  readonly width = 640;
  readonly height = 480;
  closed = false;
  close() {
    if (!this.closed) open--;
    this.closed = true;
  }
}

const tick = () => new Promise((ok) => setTimeout(ok, 0));

describe('frame loop: the first analysis', () => {
  let loop: FrameLoop;
  let push: (f: FakeFrame) => void;
  let consumed: Promise<void>;
  const summaries: unknown[] = [];

  beforeEach(async () => {
    open = 0;
    summaries.length = 0;
    estimate.mockClear();
    vi.stubGlobal('VideoFrame', FakeFrame);
    vi.stubGlobal('ImageBitmap', FakeBitmap);
    vi.stubGlobal('createImageBitmap', async (f: FakeFrame) => new FakeBitmap(f.id));
    vi.resetModules();
    loop = await import('./frame-loop.ts');
    loop.startLoop((s) => summaries.push(s));
    const stream = new ReadableStream<FakeFrame>({
      start(c) {
        push = (f) => c.enqueue(f);
      },
    });
    consumed = loop.consume(stream as unknown as ReadableStream<VideoFrame>);
  });

  afterEach(async () => {
    await loop.stopLoop();
    await consumed;
    vi.unstubAllGlobals();
  });

  const frame = async (id: number) => {
    push(new FakeFrame(id, id * 33_000));
    await tick();
    await tick();
  };
  const analysed = () => estimate.mock.calls.map((c) => ((c as unknown[])[0] as FakeBitmap).id);

  it('starts on the newest frame already in hand, without waiting for the next one', async () => {
    await frame(1); // the priming estimate (person detector) takes this one
    // Analyses are at least 100 ms apart (docs/constants.md#timing), the priming one included.
    await new Promise((ok) => setTimeout(ok, 120));
    await frame(2);
    await frame(3);
    expect(analysed()).toEqual([1]);
    loop.setAnalysing(true);
    await tick();
    await tick();
    expect(analysed()).toEqual([1, 3]);
    expect(summaries).toHaveLength(1);
    // Frames 2 and 3 were drawn (closed here: no draw worker) and the held reference went to
    // inference, whose bitmap is closed too.
    expect(open).toBe(0);
  });

  it('holds one frame at most, and none once stopped', async () => {
    await frame(1);
    for (let id = 2; id < 10; id++) {
      await frame(id);
      expect(open).toBe(1);
    }
    await loop.stopLoop();
    expect(open).toBe(0);
    loop.setAnalysing(true);
    await tick();
    expect(analysed()).toEqual([1]);
  });

  it('a held frame older than 200 ms is not analysed: the next one is', async () => {
    await frame(1);
    await frame(2);
    await new Promise((ok) => setTimeout(ok, 250));
    loop.setAnalysing(true);
    await tick();
    expect(analysed()).toEqual([1]);
    expect(open).toBe(0);
    await frame(3);
    expect(analysed()).toEqual([1, 3]);
  });
});
