// Query flags of /app: ?backend=webgl|webgpu|wasm|auto, ?model=lite, ?frames=fallback, ?debug.
// Tests use them to pin a backend or force the <video> fallback; users never need them.
import type { MonitorOptions } from '../../state/monitor.ts';

const BACKENDS = ['webgl', 'webgpu', 'wasm', 'auto'] as const;

export function readMonitorOptions(search: string): MonitorOptions & { debug: boolean } {
  const q = new URLSearchParams(search);
  const backend = q.get('backend');
  return {
    backend: BACKENDS.find((b) => b === backend) ?? 'auto',
    modelType: q.get('model') === 'lite' ? 'lite' : 'full',
    forceFallback: q.get('frames') === 'fallback',
    debug: q.has('debug'),
  };
}
