import { describe, expect, it } from 'vitest';
import {
  MAX_POINTS_PER_REQUEST,
  TOO_MANY_POINTS_MESSAGE,
  dataPointsBody,
  toBatches,
} from './batch.ts';
import type { DataPoint } from './data-point.ts';

const points = (n: number): DataPoint[] =>
  Array.from({ length: n }, (_, i) => ({
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    start_score: 100,
    end_score: 100,
    good_posture_seconds: 60,
    bad_posture_seconds: 0,
    duration_seconds: 60,
  }));

describe('data point batches', () => {
  it('pins the limit and the local error text', () => {
    expect(MAX_POINTS_PER_REQUEST).toBe(10);
    expect(TOO_MANY_POINTS_MESSAGE).toBe('Cannot send more than 10 data points at once');
  });
  it('sends 9 and 10 points', () => {
    expect(dataPointsBody(points(9)).data_points).toHaveLength(9);
    expect(dataPointsBody(points(10)).data_points).toHaveLength(10);
  });
  it('refuses 11 points with the spec error', () => {
    expect(() => dataPointsBody(points(11))).toThrow(
      'Cannot send more than 10 data points at once',
    );
  });
  it('splits a buffer into batches of at most 10, oldest first', () => {
    const all = points(23);
    const batches = toBatches(all);
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches.flat()).toEqual(all);
    expect(toBatches([])).toEqual([]);
  });
});
