// Issue #13: on a machine without a GPU, WebGL and WebGPU run on a software rasteriser
// (SwiftShader, llvmpipe) on the same CPU cores that WASM uses directly, and there they lose by an
// order of magnitude (bench/results/latest.json: BlazePose full, 2 cores, WASM SIMD 45-120 ms a
// frame, SwiftShader WebGL 700-1100 ms, WebGPU 4 s) while their first pass compiles shaders for
// 10-30 s. So on a software renderer the probe tries WASM first and, when it works, does not spend
// half a minute proving that the emulated GPU is slower.
import type { BackendName } from './backends.ts';

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render|lavapipe/i;

/** The WebGL renderer's name (unmasked where the browser allows), or null without WebGL. */
export function webglRenderer(): string | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2') as WebGL2RenderingContext | null;
    if (!gl) return null;
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return name;
  } catch {
    return null;
  }
}

export function isSoftwareRenderer(renderer: string | null): boolean {
  return renderer !== null && SOFTWARE.test(renderer);
}

export interface ProbePlan {
  order: BackendName[];
  /** Backends not probed once WASM has worked (they run emulated on the CPU WASM already uses). */
  skipIfWasmWorks: BackendName[];
}

/** The probe's plan for `candidates` given the WebGL renderer's name. */
export function planProbe(candidates: BackendName[], renderer: string | null): ProbePlan {
  if (!isSoftwareRenderer(renderer) || !candidates.includes('wasm') || candidates.length < 2)
    return { order: candidates, skipIfWasmWorks: [] };
  const rest = candidates.filter((b) => b !== 'wasm');
  return { order: ['wasm', ...rest], skipIfWasmWorks: rest };
}

export const SKIPPED_SOFTWARE = (renderer: string) =>
  `skipped: software renderer (${renderer.slice(0, 60)}), WASM is faster on the CPU`;
