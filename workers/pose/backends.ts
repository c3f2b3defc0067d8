// Backend choice by measurement, not by name (docs/architecture.md#pose-model): a software WebGPU
// adapter exists in many browsers and is far slower than WebGL on the same machine, so each
// candidate runs the real models on a dummy frame. Here: switching to a backend and timing one;
// probe.ts compares them and keeps the fastest.
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-webgl';
import '@tensorflow/tfjs-backend-webgpu';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import type { io } from '@tensorflow/tfjs-core';
import wasmPlain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreaded from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';

import type { BackendName, ProbeResult } from '../../core/protocol/pose.ts';

export const BACKEND_PREFERENCE: BackendName[] = ['webgpu', 'webgl', 'wasm'];

let configured = false;
function configure(): void {
  if (configured) return;
  configured = true;
  // Headless and GPU-less machines only have SwiftShader; the probe decides whether it is worth it.
  tf.env().set('SOFTWARE_WEBGL_ENABLED', true);
  setWasmPaths({
    'tfjs-backend-wasm.wasm': wasmPlain,
    'tfjs-backend-wasm-simd.wasm': wasmSimd,
    'tfjs-backend-wasm-threaded-simd.wasm': wasmThreaded,
  });
}

/** Switches tfjs to `name`; false when the browser cannot run it (no adapter, no WebGL...). */
export async function useBackend(name: BackendName): Promise<boolean> {
  configure();
  if (tf.getBackend() === name) return true;
  try {
    return await tf.setBackend(name);
  } catch {
    return false;
  }
}

async function timePass(models: GraphModel[], inputs: tf.Tensor[]): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < models.length; i++) {
    const out = models[i]!.execute(inputs[i]!);
    const list = Array.isArray(out) ? out : [out];
    // Reading one value back waits for the GPU queue, so the time is the real time.
    await Promise.all(list.map((t) => t.data()));
    tf.dispose(list);
  }
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface ProbeOptions {
  /** Timed passes after the compiling warm-up; 0 when there is nothing to compare against. */
  runs?: number;
  /** Give up on a candidate whose warm-up takes longer than this (it is clearly the slow one). */
  deadlineMs?: number;
}

const timeout = (ms: number) => new Promise<'timeout'>((ok) => setTimeout(() => ok('timeout'), ms));

/** Runs detector + landmark model once to compile (timed), then `runs` timed passes. */
export async function probeOne(
  name: BackendName,
  artifacts: io.ModelArtifacts[],
  options: ProbeOptions = {},
): Promise<ProbeResult> {
  const { runs = 2, deadlineMs = Infinity } = options;
  if (!(await useBackend(name)))
    return { backend: name, ms: null, warmupMs: null, error: 'not available' };
  const models: GraphModel[] = [];
  const inputs: tf.Tensor[] = [];
  const release = () => {
    tf.dispose(inputs);
    for (const m of models) m.dispose();
  };
  let abandoned = false;
  try {
    for (const a of artifacts) {
      const m = await loadGraphModel(tf.io.fromMemory(a));
      models.push(m);
      const shape = m.inputs[0]!.shape!.map((d) => (d < 0 ? 1 : d));
      inputs.push(tf.zeros(shape));
    }
    const warm = timePass(models, inputs);
    const first = await Promise.race([
      warm,
      Number.isFinite(deadlineMs) ? timeout(deadlineMs) : new Promise<never>(() => {}),
    ]);
    if (first === 'timeout') {
      // The queued GPU work cannot be cancelled; free its tensors once it drains.
      abandoned = true;
      void warm.finally(release).catch(() => undefined);
      return {
        backend: name,
        ms: null,
        warmupMs: null,
        error: `warm-up over ${Math.round(deadlineMs)} ms`,
      };
    }
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timePass(models, inputs));
    return { backend: name, ms: times.length ? median(times) : null, warmupMs: first };
  } catch (e) {
    return { backend: name, ms: null, warmupMs: null, error: (e as Error).message };
  } finally {
    if (!abandoned) release();
  }
}
