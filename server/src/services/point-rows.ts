import type { Static } from 'typebox';
import { badRequest, parseIso } from '../errors.ts';
import type { DataPoint } from '../../../core/api/schemas/sessions.ts';
import type { PointRow } from '../repositories/data-points.ts';

/**
 * One wire data point as its stored row (docs/api.md#session-recording), or a 400 naming it: good +
 * bad, and with them the time looking down, may exceed the duration by 1 s of rounding
 * (docs/validation.md#session-data). Absent correction counts and looking-down time are 0 (clients
 * from before they existed).
 */
export function pointRow(
  sessionId: string,
  p: Static<typeof DataPoint>,
  i: number,
  receivedAt: number,
): PointRow {
  const {
    timestamp,
    false_alarms = 0,
    missed_slouches = 0,
    looking_down_seconds = 0,
    ...values
  } = p;
  const judged = p.good_posture_seconds + p.bad_posture_seconds;
  if (judged > p.duration_seconds + 1) {
    throw badRequest(
      `data_points[${i}]: good_posture_seconds + bad_posture_seconds exceeds duration_seconds`,
    );
  }
  if (judged + looking_down_seconds > p.duration_seconds + 1) {
    throw badRequest(
      `data_points[${i}]: good_posture_seconds + bad_posture_seconds + looking_down_seconds exceeds duration_seconds`,
    );
  }
  return {
    session_id: sessionId,
    timestamp: parseIso(timestamp, `data_points[${i}].timestamp`),
    ...values,
    received_at: receivedAt,
    false_alarms,
    missed_slouches,
    looking_down_seconds,
  };
}
