import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, planProbe } from './software-gl.ts';

const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const INTEL = 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)';

describe('software renderer and probe plan', () => {
  it('recognises SwiftShader and llvmpipe, not a real GPU', () => {
    expect(isSoftwareRenderer(SWIFTSHADER)).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer(INTEL)).toBe(false);
    expect(isSoftwareRenderer(null)).toBe(false);
  });

  it('tries WASM first on a software renderer and skips the emulated GPUs once it works', () => {
    expect(planProbe(['webgl', 'webgpu', 'wasm'], SWIFTSHADER)).toEqual({
      order: ['wasm', 'webgl', 'webgpu'],
      skipIfWasmWorks: ['webgl', 'webgpu'],
    });
  });

  it('keeps the order on a real GPU, without WebGL, and for a pinned backend', () => {
    const plain = { order: ['webgl', 'webgpu', 'wasm'], skipIfWasmWorks: [] };
    expect(planProbe(['webgl', 'webgpu', 'wasm'], INTEL)).toEqual(plain);
    expect(planProbe(['webgl', 'webgpu', 'wasm'], null)).toEqual(plain);
    expect(planProbe(['webgl'], SWIFTSHADER)).toEqual({ order: ['webgl'], skipIfWasmWorks: [] });
  });
});
