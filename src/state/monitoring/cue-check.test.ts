// 'Check my calibration' (cue-check.ts): open, it reads the engine's lines on a timer, one read at
// a time; closed, it reads no more. The pose worker is a fake reader here (no model in a unit test).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CueLineView } from '../../../core/protocol/pose-engine.ts';
import { CUE_CHECK_MS, cueCheck, setCueCheckOpen } from './cue-check.ts';

const line = (ratio: number): CueLineView => ({
  cue: 'drop',
  source: 'generic',
  baseline: 0.4,
  line: 0.05,
  current: ratio * 0.05,
  ratio,
  lineAt: 0.45,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  setCueCheckOpen(false, () => null);
  vi.useRealTimers();
});

it('reads the lines every CUE_CHECK_MS while open, and stops when closed', async () => {
  let reads = 0;
  const read = () => Promise.resolve([line(++reads / 10)]);
  setCueCheckOpen(true, read);
  await vi.advanceTimersByTimeAsync(0);
  expect(cueCheck.lines[0]!.ratio).toBe(0.1);
  await vi.advanceTimersByTimeAsync(CUE_CHECK_MS * 3);
  expect(reads).toBe(4);
  expect(cueCheck.lines[0]!.ratio).toBe(0.4);
  setCueCheckOpen(false, read);
  await vi.advanceTimersByTimeAsync(CUE_CHECK_MS * 3);
  expect(reads).toBe(4);
  expect(cueCheck.open).toBe(false);
});

it('never asks again while a read is still on its way', async () => {
  let reads = 0;
  let answer!: (l: CueLineView[]) => void;
  setCueCheckOpen(true, () => {
    reads++;
    return new Promise((r) => (answer = r));
  });
  await vi.advanceTimersByTimeAsync(CUE_CHECK_MS * 4);
  expect(reads).toBe(1);
  answer([line(1.2)]);
  await vi.advanceTimersByTimeAsync(CUE_CHECK_MS);
  expect(reads).toBe(2);
  expect(cueCheck.lines[0]!.ratio).toBe(1.2);
});

it('hands each read to the draw worker as guides over the camera, and clears them when closed', async () => {
  const drawn: (unknown[] | null)[] = [];
  setCueCheckOpen(
    true,
    () => Promise.resolve([line(0.5)]),
    (g) => drawn.push(g),
  );
  await vi.advanceTimersByTimeAsync(0);
  expect(drawn).toEqual([
    [
      { kind: 'baseline', anchor: 'frame', value: 0.4, label: '' },
      { kind: 'line', anchor: 'frame', value: 0.45, label: 'Head height' },
    ],
  ]);
  setCueCheckOpen(
    false,
    () => null,
    (g) => drawn.push(g),
  );
  expect(drawn.at(-1)).toBeNull();
});
