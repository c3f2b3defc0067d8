import { Type } from 'typebox';
import { Id, IsoDate } from './common.ts';
import {
  ALERT_FREQUENCY_SECONDS_RANGE as FREQUENCY,
  SENSITIVITY_RANGE,
} from '../../recording/start-settings.ts';

const Score = Type.Number({ minimum: 0, maximum: 100 });
/** Corrections of one kind in one data point's interval. */
export const MAX_CORRECTIONS_PER_POINT = 10_000;
const Corrections = Type.Integer({ minimum: 0, maximum: MAX_CORRECTIONS_PER_POINT });
const Seconds = Type.Number({ minimum: 0, maximum: 31 * 24 * 3600 });

export const SessionParams = Type.Object({ id: Id }, { additionalProperties: false });

/** The monitoring settings a session starts with (docs/validation.md#session-data). */
export const SessionSettings = Type.Object(
  {
    sensitivity: Type.Integer({ minimum: SENSITIVITY_RANGE.min, maximum: SENSITIVITY_RANGE.max }),
    alert_frequency: Type.Integer({ minimum: FREQUENCY.min, maximum: FREQUENCY.max }),
    audio_alert: Type.Boolean(),
  },
  { additionalProperties: false, $id: 'SessionSettings' },
);

/** Start payload (docs/api.md#entities): settings as converted by docs/validation.md#session-data, plus the IANA zone that decides streak days. */
export const StartBody = Type.Object(
  {
    settings: SessionSettings,
    start_time: IsoDate,
    time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false, $id: 'StartSessionRequest' },
);
export const StartResponse = Type.Object(
  { session_id: Type.String() },
  { $id: 'StartSessionResponse' },
);

export const DataPoint = Type.Object(
  {
    timestamp: IsoDate,
    start_score: Score,
    end_score: Score,
    good_posture_seconds: Seconds,
    bad_posture_seconds: Seconds,
    duration_seconds: Type.Number({ exclusiveMinimum: 0, maximum: 31 * 24 * 3600 }),
    // Corrections in the interval (docs/api.md#session-recording); absent means 0. The cap is far
    // above one click a second over the longest interval the client sends.
    false_alarms: Type.Optional(Corrections),
    missed_slouches: Type.Optional(Corrections),
    // Time looking down (docs/posture-rules.md#looking-down): neither good nor bad, within the
    // duration with them; absent means 0 (clients from before it existed).
    looking_down_seconds: Type.Optional(Seconds),
  },
  { additionalProperties: false, $id: 'DataPoint' },
);
export const DataPointsBody = Type.Object(
  { data_points: Type.Array(DataPoint, { minItems: 1, maxItems: 10 }) },
  { additionalProperties: false, $id: 'DataPointsRequest' },
);
export const DataPointsResponse = Type.Object(
  { session_id: Type.String(), accepted: Type.Integer(), duplicates: Type.Integer() },
  { $id: 'DataPointsResponse' },
);

/**
 * End payload (docs/api.md#entities) with its optional extras. `auth_token` is the beacon variant's credential
 * (docs/api.md#session-recording): accepted only here, never logged.
 */
export const EndBody = Type.Object(
  {
    end_time: IsoDate,
    final_score: Score,
    // Bounded to fit the integer columns (PostgreSQL int4 overflowed into a 500 before).
    num_alerts: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    total_seconds_bad_posture: Seconds,
    total_episodes: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    average_score: Type.Optional(Score),
    min_score: Type.Optional(Score),
    max_score: Type.Optional(Score),
    total_seconds_good_posture: Type.Optional(Seconds),
    paused_seconds: Type.Optional(Seconds),
    // Breaks taken (away a minute or more); optional, kept with the other extras.
    breaks: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    auth_token: Type.Optional(Type.String({ maxLength: 4096 })),
  },
  { additionalProperties: false, $id: 'EndSessionRequest' },
);
export const EndResponse = Type.Object(
  { session_id: Type.String(), total_duration: Type.Number(), average_score: Type.Number() },
  { $id: 'EndSessionResponse' },
);
