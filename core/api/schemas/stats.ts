import { Type } from 'typebox';
import { Id } from './common.ts';

export const UserParams = Type.Object({ userId: Id }, { additionalProperties: false });

export const LifetimeStats = Type.Object(
  {
    total_sessions: Type.Integer(),
    total_time_tracked: Type.Number(),
    total_time_poor_posture: Type.Number(),
    average_session_duration: Type.Number(),
    good_posture_percentage: Type.Number(),
  },
  { $id: 'LifetimeStats' },
);

/** One local day of the streak calendar (docs/api.md#entities). */
export const CalendarDay = Type.Object(
  { date: Type.String(), has_qualified_session: Type.Boolean() },
  { $id: 'CalendarDay' },
);

export const Streaks = Type.Object(
  {
    current_streak: Type.Integer(),
    longest_streak: Type.Integer(),
    time_zone: Type.String(),
    calendar_data: Type.Array(CalendarDay),
  },
  { $id: 'Streaks' },
);

/** `days` arrives as text (queries are not coerced) and is checked in the route: 1 to 90, default 30. */
export const DaysQuery = Type.Object(
  {
    days: Type.Optional(
      Type.String({ maxLength: 8, description: 'whole number of local days, 1 to 90; default 30' }),
    ),
  },
  { additionalProperties: false },
);

const Score = Type.Union([Type.Number(), Type.Null()], {
  description: 'duration-weighted average score; null when nothing was tracked',
});

/** docs/api.md#history: one local day of the history chart. */
export const HistoryDay = Type.Object(
  {
    date: Type.String(),
    tracked_seconds: Type.Integer(),
    bad_posture_seconds: Type.Integer(),
    /** docs/posture-rules.md#looking-down: neither good nor bad, part of the time tracked. */
    looking_down_seconds: Type.Integer(),
    average_score: Score,
    session_count: Type.Integer(),
  },
  { $id: 'HistoryDay' },
);

const PerHour = Type.Union([Type.Number(), Type.Null()], {
  description: 'corrections per tracked hour; null when nothing was tracked that week',
});

/** docs/api.md#history: one local week (Monday first) of the window, its corrections beside its alerts. */
export const HistoryWeek = Type.Object(
  {
    week_start: Type.String(),
    tracked_seconds: Type.Integer(),
    looking_down_seconds: Type.Integer(),
    alerts: Type.Integer(),
    false_alarms: Type.Integer(),
    missed_slouches: Type.Integer(),
    false_alarms_per_hour: PerHour,
    missed_slouches_per_hour: PerHour,
  },
  { $id: 'HistoryWeek' },
);

export const History = Type.Object(
  { time_zone: Type.String(), days: Type.Array(HistoryDay), weeks: Type.Array(HistoryWeek) },
  { $id: 'History' },
);

/** docs/api.md#history: one local hour of day (0-23) of the hour-of-day chart. */
export const HourStat = Type.Object(
  {
    hour: Type.Integer({ minimum: 0, maximum: 23 }),
    tracked_seconds: Type.Integer(),
    bad_posture_seconds: Type.Integer(),
    average_score: Score,
  },
  { $id: 'HourStat' },
);

export const Hourly = Type.Object(
  { time_zone: Type.String(), days: Type.Integer(), hours: Type.Array(HourStat) },
  { $id: 'Hourly' },
);
