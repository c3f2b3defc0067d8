import { Type } from 'typebox';
import { IsoDate } from './common.ts';

/** Exactly the fields src/analytics sends (eventBody): nothing else can be stored. */
export const AnalyticsEventBody = Type.Object(
  {
    event: Type.Union([
      Type.Literal('sign_up'),
      Type.Literal('daily_active_user'),
      Type.Literal('streak_day'),
    ]),
    timestamp: IsoDate,
    method: Type.Optional(Type.Union([Type.Literal('google'), Type.Literal('email')])),
    streak: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false, $id: 'AnalyticsEvent' },
);
