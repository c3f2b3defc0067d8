// Wire shapes of docs/api.md#entities, docs/api.md#calls: the Static<> of the schemas the server
// validates and serialises with (core/api/schemas), so the client cannot drift from the server.
// Field names are the server's (snake_case). Type-only: nothing of TypeBox reaches the app bundle.
import type { Static } from 'typebox';
import type { CalibrationData } from '../posture/calibration-data.ts';
import type { DataPoint as SessionDataPoint } from '../recording/data-point.ts';
import type { EndPayload } from '../recording/end-payload.ts';
import type * as common from './schemas/common.ts';
import type * as feedback from './schemas/feedback.ts';
import type * as sessions from './schemas/sessions.ts';
import type * as setups from './schemas/setups.ts';
import type * as signIns from './schemas/sign-ins.ts';
import type * as stats from './schemas/stats.ts';
import type * as user from './schemas/user.ts';

export type MessageResponse = Static<typeof common.MessageBody>;

export type User = Static<typeof user.UserProfile>;
export type UserEnvelope = Static<typeof user.UserEnvelope>;
export type TokenResponse = Static<typeof user.RefreshResponse>;
export type AuthResponse = Static<typeof user.AuthResponse>;
export type SignupPayload = Static<typeof user.SignupBody>;

export type LifetimeStats = Static<typeof stats.LifetimeStats>;
export type CalendarEntry = Static<typeof stats.CalendarDay>;
export type StreakData = Static<typeof stats.Streaks>;
export type HistoryData = Static<typeof stats.History>;
export type HourlyData = Static<typeof stats.Hourly>;

export type StartSessionPayload = Static<typeof sessions.StartBody>;
export type StartSessionResponse = Static<typeof sessions.StartResponse>;
export type DataPoint = Static<typeof sessions.DataPoint>;
export type DataPointsResponse = Static<typeof sessions.DataPointsResponse>;
/** The end call's body without the beacon's `auth_token` (src/api/sessions.ts adds it there). */
export type EndSessionPayload = Omit<Static<typeof sessions.EndBody>, 'auth_token'>;
export type EndSessionResponse = Static<typeof sessions.EndResponse>;

export type FeedbackPayload = Static<typeof feedback.FeedbackBody>;
export type FeedbackType = FeedbackPayload['feedback_type'];
export type FeedbackResponse = Static<typeof feedback.FeedbackResponse>;

export type AccountSetup = Static<typeof setups.Setup>;
export type SetupList = Static<typeof setups.SetupList>;
export type SignIn = Static<typeof signIns.SignIn>;
export type SignInList = Static<typeof signIns.SignInList>;
export type EndOthersResponse = Static<typeof signIns.EndedBody>;

// core/recording and core/posture import only their own folder, so their shapes of the wire are
// written out there; these lines fail to compile when either side drifts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type _Drift = [
  Holds<Same<SessionDataPoint, DataPoint>>,
  Holds<EndPayload extends EndSessionPayload ? true : false>,
  Holds<Same<CalibrationData, Static<typeof setups.SetupBaseline>>>,
];
