import { describe, expect, it } from 'vitest';
import { boxThumb, nearestEntry, normalizeThumb, THUMB_H, THUMB_W } from './replay.ts';

/** A grey image with one bright square at (x, y), w x h pixels. */
function image(width: number, height: number, x: number, y: number, size: number): number[] {
  return Array.from({ length: width * height }, (_, i) => {
    const px = i % width;
    const py = Math.floor(i / width);
    return px >= x && px < x + size && py >= y && py < y + size ? 200 : 20;
  });
}

describe('replay thumbnails (docs/testing.md#replay)', () => {
  it('normalises to zero mean and unit spread, whatever the brightness and contrast', () => {
    const a = normalizeThumb([10, 20, 30, 40]);
    const b = normalizeThumb([12, 24, 36, 48]);
    expect(a.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 9);
    expect(a.reduce((s, v) => s + v * v, 0) / a.length).toBeCloseTo(1, 9);
    b.forEach((v, i) => expect(v).toBeCloseTo(a[i]!, 9));
    expect(normalizeThumb([5, 5, 5])).toEqual([0, 0, 0]);
    // A flat grey wall with decoding noise is flat, not noise scaled up.
    expect(normalizeThumb([100, 101, 100, 99])).toEqual([0, 0, 0, 0]);
  });

  it('box-averages into THUMB_W x THUMB_H cells: the bright square lands in its cell', () => {
    const t = boxThumb(image(640, 480, 0, 0, 40), 640, 480);
    expect(t).toHaveLength(THUMB_W * THUMB_H);
    const max = Math.max(...t);
    expect(t.indexOf(max)).toBe(0);
    expect(t.filter((v) => v === max)).toHaveLength(1);
  });

  it('answers the nearest picture, and its distance', () => {
    const a = boxThumb(image(640, 480, 0, 0, 80), 640, 480);
    const b = boxThumb(image(640, 480, 400, 300, 80), 640, 480);
    const pack = {
      name: 't',
      poses: [null, null],
      entries: [
        { file: 'a', thumb: a, pose: 0 },
        { file: 'b', thumb: b, pose: 1 },
      ],
    };
    const nearB = boxThumb(image(640, 480, 402, 300, 80), 640, 480);
    const found = nearestEntry(pack, nearB)!;
    expect(found.entry.file).toBe('b');
    expect(found.distance).toBeLessThan(0.05);
    expect(nearestEntry(pack, a)!.distance).toBe(0);
    expect(nearestEntry({ ...pack, entries: [] }, a)).toBeNull();
  });
});
