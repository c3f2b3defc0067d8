import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, planProbe, webgpuAdapterName } from './software-gl.ts';

const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const INTEL = 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)';
// Read off Chromium 156 on an H100 (bench/results/gpu.json).
const NVIDIA_GL = 'ANGLE (NVIDIA Corporation, NVIDIA H100 80GB HBM3/PCIe/SSE2, OpenGL ES 3.2)';
const ALL = ['webgl', 'webgpu', 'wasm'] as const;

const adapter = (info: object, legacy?: boolean) => ({
  requestAdapter: () =>
    Promise.resolve({ info, ...(legacy === undefined ? {} : { isFallbackAdapter: legacy }) }),
});

describe('software renderer and probe plan', () => {
  it('recognises SwiftShader, llvmpipe and a fallback adapter, not a real GPU', () => {
    expect(isSoftwareRenderer(SWIFTSHADER)).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('google swiftshader')).toBe(true);
    expect(isSoftwareRenderer('fallback acme')).toBe(true);
    expect(isSoftwareRenderer(INTEL)).toBe(false);
    expect(isSoftwareRenderer('nvidia hopper')).toBe(false);
    expect(isSoftwareRenderer(null)).toBe(false);
  });

  it('names the WebGPU adapter and marks a fallback one', async () => {
    expect(await webgpuAdapterName(adapter({ vendor: 'nvidia', architecture: 'hopper' }))).toBe(
      'nvidia hopper',
    );
    expect(await webgpuAdapterName(adapter({ vendor: 'acme', isFallbackAdapter: true }))).toBe(
      'fallback acme',
    );
    expect(await webgpuAdapterName(adapter({ vendor: 'acme' }, true))).toBe('fallback acme');
    expect(await webgpuAdapterName(adapter({}))).toBe('unknown');
    expect(await webgpuAdapterName({ requestAdapter: () => Promise.resolve(null) })).toBeNull();
    expect(
      await webgpuAdapterName({ requestAdapter: () => Promise.reject(new Error('x')) }),
    ).toBeNull();
    expect(await webgpuAdapterName(undefined)).toBeNull();
  });

  it('without a GPU: WASM first, both emulated GPUs skipped once it works', () => {
    const plan = { order: ['wasm', 'webgl', 'webgpu'], skipIfOthersWork: ['webgl', 'webgpu'] };
    expect(planProbe([...ALL], { webgl: SWIFTSHADER, webgpu: null })).toEqual(plan);
    expect(planProbe([...ALL], { webgl: SWIFTSHADER, webgpu: 'google swiftshader' })).toEqual(plan);
  });

  it('a real GPU whose WebGPU is the software fallback: only WebGPU waits, and is skipped', () => {
    expect(planProbe([...ALL], { webgl: NVIDIA_GL, webgpu: 'google swiftshader' })).toEqual({
      order: ['webgl', 'wasm', 'webgpu'],
      skipIfOthersWork: ['webgpu'],
    });
  });

  it('keeps the order on a real GPU, with nothing known, and for a pinned backend', () => {
    const plain = { order: [...ALL], skipIfOthersWork: [] };
    expect(planProbe([...ALL], { webgl: INTEL, webgpu: 'intel gen-9' })).toEqual(plain);
    expect(planProbe([...ALL], { webgl: null, webgpu: null })).toEqual(plain);
    expect(planProbe(['webgl'], { webgl: SWIFTSHADER, webgpu: null })).toEqual({
      order: ['webgl'],
      skipIfOthersWork: [],
    });
    // Nothing native to fall back on: the emulated ones are all there is, so all are probed.
    expect(planProbe(['webgl', 'webgpu'], { webgl: SWIFTSHADER, webgpu: null })).toEqual({
      order: ['webgl', 'webgpu'],
      skipIfOthersWork: [],
    });
  });
});
