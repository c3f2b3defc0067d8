// Data-point batching, docs/validation.md#session-data, docs/constants.md#session: at most 10 data points per request; asking to send more raises
// the local error 'Cannot send more than 10 data points at once'.
import type { DataPoint } from './data-point.ts';

export const MAX_POINTS_PER_REQUEST = 10;
export const TOO_MANY_POINTS_MESSAGE = 'Cannot send more than 10 data points at once';

/** Body of POST /sessions/{id}/datapoints; throws the local error past 10 points (docs/validation.md#session-data). */
export function dataPointsBody(points: readonly DataPoint[]): { data_points: DataPoint[] } {
  if (points.length > MAX_POINTS_PER_REQUEST) throw new Error(TOO_MANY_POINTS_MESSAGE);
  return { data_points: points.slice() };
}

/** Splits a buffer into request-sized batches, oldest first. */
export function toBatches(points: readonly DataPoint[]): DataPoint[][] {
  const batches: DataPoint[][] = [];
  for (let i = 0; i < points.length; i += MAX_POINTS_PER_REQUEST) {
    batches.push(points.slice(i, i + MAX_POINTS_PER_REQUEST));
  }
  return batches;
}
