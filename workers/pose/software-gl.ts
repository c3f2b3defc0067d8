// docs/architecture.md#pose-model: on a machine without a GPU, WebGL and WebGPU run on a software
// rasteriser (SwiftShader, llvmpipe) on the same CPU cores that WASM uses directly, and there they
// lose by an order of magnitude (bench/results/latest.json: BlazePose full, 2 cores, WASM SIMD
// 45-120 ms a frame, SwiftShader WebGL 700-1100 ms, WebGPU 4 s) while their first pass compiles
// shaders for 10-30 s. So an emulated GPU backend is probed after the real ones and, once one of
// those works, not at all. Each GPU backend is judged by its own adapter: on a real NVIDIA GPU
// whose Vulkan failed, Chromium ran WebGL on the GPU's OpenGL driver but gave WebGPU its
// SwiftShader fallback, and probing that fallback in full held the model's load for 50.7 s
// (bench/results/gpu.json).
import type { BackendName } from '../../core/protocol/pose.ts';

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

interface AdapterInfo {
  vendor?: string;
  architecture?: string;
  description?: string;
  isFallbackAdapter?: boolean;
}
interface Adapter {
  info?: AdapterInfo;
  /** Chromium before `info.isFallbackAdapter`. */
  isFallbackAdapter?: boolean;
}
type Gpu = { requestAdapter(): Promise<Adapter | null> };

/**
 * The WebGPU adapter's name ("vendor architecture description"), "fallback ..." for a browser's
 * software fallback adapter, or null without WebGPU.
 */
export async function webgpuAdapterName(
  gpu: Gpu | undefined = (navigator as unknown as { gpu?: Gpu }).gpu,
): Promise<string | null> {
  try {
    const adapter = await gpu?.requestAdapter();
    if (!adapter) return null;
    const { vendor = '', architecture = '', description = '' } = adapter.info ?? {};
    const name = [vendor, architecture, description].filter(Boolean).join(' ') || 'unknown';
    const fallback = adapter.info?.isFallbackAdapter ?? adapter.isFallbackAdapter ?? false;
    return fallback ? `fallback ${name}` : name;
  } catch {
    return null;
  }
}

export function isSoftwareRenderer(renderer: string | null): boolean {
  return renderer !== null && (SOFTWARE.test(renderer) || renderer.startsWith('fallback '));
}

/** What each GPU backend would render on; null where unknown (not asked, or not there). */
export interface Renderers {
  webgl: string | null;
  webgpu: string | null;
}

export interface ProbePlan {
  order: BackendName[];
  /** Emulated GPU backends: not probed once a backend that runs natively has worked. */
  skipIfOthersWork: BackendName[];
}

/**
 * Which GPU backends run emulated. WebGPU counts as emulated with a software WebGL renderer too
 * when its own adapter is unknown: a browser without a GPU has none for either.
 */
export function softwareBackends(candidates: BackendName[], r: Renderers): BackendName[] {
  const webgl = isSoftwareRenderer(r.webgl);
  const webgpu = r.webgpu === null ? webgl : isSoftwareRenderer(r.webgpu);
  return candidates.filter((b) => (b === 'webgl' && webgl) || (b === 'webgpu' && webgpu));
}

/**
 * The probe's plan for `candidates`: native backends first in their order, then the emulated
 * ones, which are skipped once a native one works. A single candidate is always probed.
 */
export function planProbe(candidates: BackendName[], renderers: Renderers): ProbePlan {
  const software = candidates.length < 2 ? [] : softwareBackends(candidates, renderers);
  const native = candidates.filter((b) => !software.includes(b));
  if (software.length === 0 || native.length === 0)
    return { order: candidates, skipIfOthersWork: [] };
  return { order: [...native, ...software], skipIfOthersWork: software };
}

export const SKIPPED_SOFTWARE = (renderer: string) =>
  `skipped: software renderer (${renderer.slice(0, 60)}), a native backend already works`;
