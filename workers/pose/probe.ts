// The backend probe (docs/architecture.md#pose-model): which backend runs the pose model here,
// chosen by timing the real models on each candidate (backends.ts), with emulated GPUs last
// (software-gl.ts) and the choice remembered per device (probe-memory.ts).
import type { io } from '@tensorflow/tfjs-core';
import type { BackendName, ProbeReport, ProbeResult } from '../../core/protocol/pose.ts';
import { BACKEND_PREFERENCE, probeOne, useBackend } from './backends.ts';
import { deviceKey, recall, recalled, remember, SKIPPED_REMEMBERED } from './probe-memory.ts';
import {
  planProbe,
  SKIPPED_SOFTWARE,
  webglRenderer,
  webgpuAdapterName,
  type Renderers,
} from './software-gl.ts';

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
