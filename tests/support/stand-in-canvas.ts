// A stand-in for the draw worker's OffscreenCanvas and camera frames (neither exists in Node): the
// 2D context records the calls, said in each name (workers/draw/*.test.ts).
import { vi } from 'vitest';

export function standInCanvas() {
  const calls: string[] = [];
  const ctx = new Proxy(
    {
      fillStyle: '',
      strokeStyle: '',
      lineWidth: 0,
      font: '',
      textAlign: '',
      textBaseline: '',
    } as Record<string, unknown>,
    {
      get(target, key: string) {
        if (key in target) return target[key];
        return (...args: unknown[]) =>
          calls.push(
            `${key}${key === 'fillText' ? `:${String(args[0])}` : ''}${
              key === 'arc' || key === 'drawImage'
                ? `@${args
                    .slice(key === 'arc' ? 0 : 1, key === 'arc' ? 2 : 5)
                    .map((n) => Math.round(Number(n)))
                    .join(',')}`
                : ''
            }`,
          );
      },
      set(target, key: string, value) {
        target[key] = value;
        return true;
      },
    },
  );
  const canvas = { width: 640, height: 480, getContext: () => ctx } as unknown as OffscreenCanvas;
  return { canvas, calls };
}
export const standInFrame = (width = 640, height = 480) =>
  ({ close: vi.fn(), width, height }) as unknown as ImageBitmap & {
    close: ReturnType<typeof vi.fn>;
  };
export const points = (score: number) =>
  Array.from({ length: 33 }, (_, i) => ({ x: i * 10, y: i * 5, score }));
