import type { Generated } from 'kysely';

/** The two databases the server runs on (server/README.md#environment-variables). */
export type Dialect = 'sqlite' | 'postgres';

/** One schema for SQLite and PostgreSQL. Times are epoch ms (bigint), booleans are 0/1 integers. */
export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  is_verified: number;
  oauth_provider: string | null;
  oauth_subject: string | null;
  created_at: number;
  updated_at: number;
  /** bumped with every change of password or owner (docs/api.md#sign-ins); 0 when inserted */
  credentials_version: Generated<number>;
}

/** One row per sign-in; revoking it kills every refresh token (and access token) born from that sign-in. */
export interface TokenFamiliesTable {
  id: string;
  user_id: string;
  created_at: number;
  revoked_at: number | null;
  /** the User-Agent of the sign-in's latest request that carried it (sign-in or refresh) */
  user_agent: string | null;
  last_used_at: number | null;
  /** the account's credentials version when the sign-in was made; it lives while they are equal */
  credentials_version: number;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** the successor sealed for the reuse grace interval only (auth/successor-box.ts), then null */
  successor_box: string | null;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'verify' | 'reset';
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  started_at: number;
  time_zone: string;
  sensitivity: number;
  alert_frequency: number;
  audio_alert: number;
  last_point_at: number | null;
  ended_at: number | null;
  closed_by: 'client' | 'server' | null;
  final_score: number | null;
  num_alerts: number | null;
  total_seconds_bad_posture: number | null;
  total_episodes: number | null;
  total_duration: number | null;
  average_score: number | null;
  extras: string | null;
}

export interface DataPointsTable {
  session_id: string;
  timestamp: number;
  start_score: number;
  end_score: number;
  good_posture_seconds: number;
  bad_posture_seconds: number;
  duration_seconds: number;
  received_at: number;
  /** Corrections in the point's interval (migration 0008). */
  false_alarms: number;
  missed_slouches: number;
  /** Seconds looking down in the interval, neither good nor bad posture (migration 0009). */
  looking_down_seconds: number;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  feedback_type: string;
  feedback_text: string;
  user_agent: string;
  timestamp: number;
  created_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  sent_at: number | null;
  attempts: number;
  next_attempt_at: number;
}

/** PKCE verifier, nonce and mode of one pending OIDC sign-in, keyed by its state (stateless API, shared DB). */
export interface OauthStatesTable {
  state: string;
  nonce: string;
  code_verifier: string;
  mode: 'login' | 'signup';
  created_at: number;
}

/** A finished provider sign-in waiting for its page to redeem the code (docs/api.md#authentication). */
export interface OauthCodesTable {
  code_hash: string;
  user_id: string;
  /** the account's credentials version when the provider vouched for it */
  credentials_version: number;
  /** base64url SHA-256 of the browser's verifier (its `binding`) */
  challenge: string;
  mode: 'login' | 'signup';
  created_at: number;
}

/** Opt-in analytics: what happened and on which UTC day; never who (stats are anonymised). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  event: 'sign_up' | 'daily_active_user' | 'streak_day';
  method: string | null;
  streak: number | null;
  day: string;
  received_at: number;
}

/** A calibration saved by name (docs/api.md#setups); `baseline` is CalibrationData as JSON. */
export interface SetupsTable {
  user_id: string;
  name: string;
  baseline: string;
  created_at: number;
  updated_at: number;
}

export interface Database {
  users: UsersTable;
  token_families: TokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  sessions: SessionsTable;
  data_points: DataPointsTable;
  feedback: FeedbackTable;
  outbox: OutboxTable;
  oauth_states: OauthStatesTable;
  oauth_codes: OauthCodesTable;
  analytics_events: AnalyticsEventsTable;
  setups: SetupsTable;
}
