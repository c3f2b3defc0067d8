// tfjs state the pose worker must not disturb before the model loads (Node: a fake backend stands
// in for WebGPU, whose init is async in the browser too).
import * as tf from '@tensorflow/tfjs-core';
import { describe, expect, it, vi } from 'vitest';
import { memory } from './detector.ts';

describe('memory() before a backend is chosen', () => {
  it('counts nothing and starts no backend initialisation (a pending async init breaks the next setBackend)', () => {
    const factory = vi.fn(() => new Promise<never>(() => {}));
    tf.registerBackend('slow-async-test', factory, 10_000);
    try {
      expect(memory()).toEqual({ numTensors: 0, numBytes: 0 });
      expect(factory).not.toHaveBeenCalled();
    } finally {
      tf.removeBackend('slow-async-test');
    }
  });
});
