// A lost WebGL context or WebGPU device (docs/architecture.md#pose-model): the pose worker reports it as
// an uncaught error whose message starts with GPU_LOST_PREFIX, the worker bridge turns that into a
// failure, and the page restarts analysis on the next backend. No tfjs here: the page imports it.
import type { BackendName, ProbeReport } from './backends.ts';

export const GPU_LOST_PREFIX = 'The graphics device was lost';

/** The worker's error message for a lost `backend`. */
export function gpuLostMessage(backend: BackendName): string {
  return `${GPU_LOST_PREFIX} (${backend})`;
}

/** The backend named in a (possibly wrapped) gpuLostMessage, or null for any other failure. */
export function lostBackend(message: string): BackendName | null {
  const at = message.indexOf(GPU_LOST_PREFIX);
  if (at < 0) return null;
  const m = /^ \((webgpu|webgl|wasm)\)/.exec(message.slice(at + GPU_LOST_PREFIX.length));
  return (m?.[1] as BackendName | undefined) ?? null;
}

/** After a forced backend is lost, the next one down: WebGPU -> WebGL -> WASM (WASM has no GPU). */
const FALLBACK: Record<BackendName, BackendName> = { webgpu: 'webgl', webgl: 'wasm', wasm: 'wasm' };

/**
 * The backend to restart on after `lost`: the fastest other backend the probe found working, else
 * the next one down from `lost`.
 */
export function nextBackend(lost: BackendName, probe?: ProbeReport | null): BackendName {
  const ok = (probe?.results ?? []).filter((r) => r.backend !== lost && r.warmupMs !== null);
  if (ok.length === 0) return FALLBACK[lost];
  const score = (r: (typeof ok)[number]) => r.ms ?? r.warmupMs!;
  return ok.reduce((best, r) => (score(r) < score(best) ? r : best)).backend;
}

/** What the page shows while it restarts after a GPU loss. */
export function gpuLostStatus(lost: BackendName, next: BackendName): string {
  return `${GPU_LOST_PREFIX} (${lost}); analysis restarts on ${next}`;
}
