// Backend choice by measurement, not by name (docs/architecture.md#pose-model): a software WebGPU adapter exists in
// many browsers and is far slower than WebGL on the same machine, so each candidate runs the real
// models on a dummy frame and the fastest wins.
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-webgl';
import '@tensorflow/tfjs-backend-webgpu';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import type { io } from '@tensorflow/tfjs-core';
import wasmPlain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreaded from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import { deviceKey, recall, recalled, remember, SKIPPED_REMEMBERED } from './probe-memory.ts';
import {
  planProbe,
  SKIPPED_SOFTWARE,
  webglRenderer,
  webgpuAdapterName,
  type Renderers,
} from './software-gl.ts';

export type BackendName = 'webgpu' | 'webgl' | 'wasm';
export const BACKEND_PREFERENCE: BackendName[] = ['webgpu', 'webgl', 'wasm'];

export interface ProbeResult {
  backend: BackendName;
  /** Median ms of one detector + landmark pass after warm-up; null when the backend failed. */
  ms: number | null;
  /** ms of the first (compiling) pass. */
  warmupMs: number | null;
  error?: string;
}

export interface ProbeReport {
  chosen: BackendName;
  results: ProbeResult[];
}

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

/** What WebGL and WebGPU would run on, asked only when there is a choice to make. */
async function renderersOf(candidates: BackendName[]): Promise<Renderers> {
  if (candidates.length < 2) return { webgl: null, webgpu: null };
  return {
    webgl: candidates.includes('webgl') ? webglRenderer() : null,
    webgpu: candidates.includes('webgpu') ? await webgpuAdapterName() : null,
  };
}

/** Probe order: cheap, predictable WebGL first, so slower candidates can be cut off by a deadline. */
export const PROBE_ORDER: BackendName[] = ['webgl', 'webgpu', 'wasm'];

/**
 * Probes the candidates and switches to the fastest working one (lowest steady-state pass; ties go
 * to the earlier entry of BACKEND_PREFERENCE). Emulated GPU backends (a software renderer or
 * fallback adapter) go last and are skipped once a native one works (software-gl.ts). A candidate
 * whose warm-up takes more than 3x the best warm-up so far (at least 3 s) is dropped: it would not
 * win, and on SwiftShader a WebGPU warm-up can take minutes. A single candidate only warms up
 * (nothing to compare). With `memoryTag` the choice is remembered for this device, and the next
 * probe warms only the remembered backend (probe-memory.ts).
 */
export async function probeBackends(
  artifacts: io.ModelArtifacts[],
  candidates: BackendName[] = PROBE_ORDER,
  onResult?: (r: ProbeResult) => void,
  /** Called before each candidate is tried (skipped ones too), in the order they are tried. */
  onTry?: (name: BackendName) => void,
  /** Remember the choice for this device and these models (probe-memory.ts); none without. */
  memoryTag?: string,
): Promise<ProbeReport> {
  const renderers = await renderersOf(candidates);
  const device =
    memoryTag !== undefined && candidates.length > 1
      ? deviceKey(renderers, memoryTag, navigator.userAgent)
      : null;
  if (device) {
    const record = await recall();
    const known = recalled(record, device, candidates, Date.now());
    const report =
      known && (await startRemembered(known, record!.at, artifacts, candidates, onResult, onTry));
    if (report) return report;
  }
  const report = await probeAll(artifacts, candidates, renderers, onResult, onTry);
  if (device) await remember({ device, backend: report.chosen, at: Date.now() });
  return report;
}

/** Warms the remembered backend alone; null (and forgotten) when it no longer starts. */
async function startRemembered(
  known: BackendName,
  at: number,
  artifacts: io.ModelArtifacts[],
  candidates: BackendName[],
  onResult?: (r: ProbeResult) => void,
  onTry?: (name: BackendName) => void,
): Promise<ProbeReport | null> {
  onTry?.(known);
  const r = await probeOne(known, artifacts, { runs: 0 });
  if (r.warmupMs === null) {
    await remember(null);
    return null;
  }
  const results = [
    r,
    ...candidates
      .filter((b) => b !== known)
      .map((backend) => ({
        backend,
        ms: null,
        warmupMs: null,
        error: SKIPPED_REMEMBERED(known, at),
      })),
  ];
  for (const x of results) onResult?.(x);
  return { chosen: known, results };
}

async function probeAll(
  artifacts: io.ModelArtifacts[],
  candidates: BackendName[],
  renderers: Renderers,
  onResult?: (r: ProbeResult) => void,
  onTry?: (name: BackendName) => void,
): Promise<ProbeReport> {
  const results: ProbeResult[] = [];
  let bestWarmup = Infinity;
  const plan = planProbe(candidates, renderers);
  for (const name of plan.order) {
    onTry?.(name);
    if (plan.skipIfOthersWork.includes(name) && results.some((r) => r.warmupMs !== null)) {
      const r: ProbeResult = {
        backend: name,
        ms: null,
        warmupMs: null,
        error: SKIPPED_SOFTWARE(
          (name === 'webgpu' ? renderers.webgpu : null) ?? renderers.webgl ?? '',
        ),
      };
      results.push(r);
      onResult?.(r);
      continue;
    }
    const deadlineMs = Number.isFinite(bestWarmup) ? Math.max(3000, 3 * bestWarmup) : Infinity;
    const r = await probeOne(name, artifacts, { runs: candidates.length > 1 ? 2 : 0, deadlineMs });
    if (r.warmupMs !== null) bestWarmup = Math.min(bestWarmup, r.warmupMs);
    results.push(r);
    onResult?.(r);
  }
  const ok = results.filter((r) => r.warmupMs !== null);
  if (ok.length === 0)
    throw new Error(
      `No tfjs backend works here: ${results.map((r) => `${r.backend}: ${r.error}`).join('; ')}`,
    );
  const score = (r: ProbeResult) => r.ms ?? r.warmupMs!;
  const rank = (r: ProbeResult) => BACKEND_PREFERENCE.indexOf(r.backend);
  const chosen = ok.reduce((best, r) =>
    score(r) < score(best) || (score(r) === score(best) && rank(r) < rank(best)) ? r : best,
  ).backend;
  await useBackend(chosen);
  return { chosen, results };
}
