// Wire shapes of docs/api.md#entities, docs/api.md#calls. Field names are the server's (snake_case).

export interface User {
  user_id: string;
  email_address: string;
  first_name: string;
  last_name: string;
  is_verified: boolean;
  oauth_provider: string | null;
  CreatedAt: string;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type?: string;
  expires_in?: number;
  refresh_in?: number;
}

export interface AuthResponse extends Partial<TokenResponse> {
  user?: User;
}

export interface LifetimeStats {
  total_sessions: number;
  total_time_tracked: number;
  total_time_poor_posture: number;
  average_session_duration: number;
  good_posture_percentage?: number;
}

export interface CalendarEntry {
  date?: string | number;
  timestamp?: string | number;
  has_qualified_session: boolean;
}

export interface StreakData {
  current_streak: number;
  longest_streak: number;
  calendar_data: CalendarEntry[];
}

/** docs/api.md#history: one local day of the history chart. */
export interface HistoryDay {
  date: string;
  tracked_seconds: number;
  bad_posture_seconds: number;
  average_score: number | null;
  session_count: number;
}

export interface HistoryData {
  time_zone: string;
  days: HistoryDay[];
}

/** docs/api.md#history: one local hour of day (0-23) of the hour-of-day chart. */
export interface HourStat {
  hour: number;
  tracked_seconds: number;
  bad_posture_seconds: number;
  average_score: number | null;
}

export interface HourlyData {
  time_zone: string;
  days: number;
  hours: HourStat[];
}

export interface SessionSettingsPayload {
  sensitivity: number;
  alert_frequency: number;
  audio_alert: boolean;
}

export interface StartSessionPayload {
  settings: SessionSettingsPayload;
  start_time: string;
  /** IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone); the server's streak days use it. */
  time_zone: string;
}

export interface EndSessionPayload {
  end_time: string;
  final_score: number;
  num_alerts: number;
  total_seconds_bad_posture: number;
  total_episodes: number;
  [extra: string]: unknown;
}

export interface EndSessionResponse {
  session_id: string;
  total_duration: number;
  average_score: number;
}

export type { DataPoint } from '../session/data-point.ts';

export type FeedbackType = 'positive' | 'neutral' | 'negative' | 'detailed';

export interface FeedbackPayload {
  feedback_type: FeedbackType;
  feedback_text: string;
  user_agent: string;
  timestamp: string;
}
