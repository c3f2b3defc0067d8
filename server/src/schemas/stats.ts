import { Type } from 'typebox';
import { Id } from './common.ts';

export const UserParams = Type.Object({ userId: Id }, { additionalProperties: false });

export const LifetimeStats = Type.Object({
  total_sessions: Type.Integer(),
  total_time_tracked: Type.Number(),
  total_time_poor_posture: Type.Number(),
  average_session_duration: Type.Number(),
  good_posture_percentage: Type.Number(),
});

export const Streaks = Type.Object({
  current_streak: Type.Integer(),
  longest_streak: Type.Integer(),
  time_zone: Type.String(),
  calendar_data: Type.Array(
    Type.Object({ date: Type.String(), has_qualified_session: Type.Boolean() }),
  ),
});
