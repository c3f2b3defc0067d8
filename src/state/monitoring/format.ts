// Display rules of the monitoring screen (docs/product.md#monitoring-screen, docs/constants.md#timing constants).
import { msg, t, tPlural } from '../../i18n/index.ts';
import { MESSAGE_EXCELLENT } from '../../../core/posture/constants.ts';
import type { Episode, Rating } from './types.ts';

/** docs/constants.md#score: rating bands at 80 and 60. */
export const RATING_EXCELLENT_MIN = 80;
export const RATING_GOOD_MIN = 60;
/** docs/constants.md#score: Recent Episodes shows 5; windowed metrics appear from 300 samples. */
export const RECENT_EPISODES = 5;
export const METRICS_MIN_SAMPLES = 300;

export type Tone = 'good' | 'fair' | 'poor';
export type SeverityLevel = 'low' | 'medium' | 'high';

/**
 * The whole number shown for a score. Rounded down, so the number never disagrees with the band
 * (79.6 shows 79 Good, not 80 Good).
 */
export function displayScore(score: number): number {
  return Math.max(0, Math.min(100, Math.floor(score)));
}

export function ratingFor(score: number): Rating {
  if (score >= RATING_EXCELLENT_MIN) return 'Excellent';
  if (score >= RATING_GOOD_MIN) return 'Good';
  return 'Needs Improvement';
}

/** Excellent is green (docs/product.md#monitoring-screen); the other two bands get the warning and danger colours. */
export function ratingTone(rating: Rating): Tone {
  return rating === 'Excellent' ? 'good' : rating === 'Good' ? 'fair' : 'poor';
}

/**
 * The posture message's colour. Green only for good news: a problem is amber when its worst issue is
 * low and red above; a moved camera or 'Away' is a warning; a gate message or anything before
 * calibration is neutral.
 */
export function messageTone(s: {
  worst: SeverityLevel | null;
  cameraMoved?: boolean;
  away?: boolean;
  calibrated: boolean;
  message: string;
}): Tone | 'neutral' {
  if (s.worst) return s.worst === 'low' ? 'fair' : 'poor';
  if (s.cameraMoved || s.away) return 'fair';
  return s.calibrated && s.message === MESSAGE_EXCELLENT ? 'good' : 'neutral';
}

/** docs/posture-rules.md#issues: severity above 1.5 is high, above 1 medium, otherwise low. */
export function severityLevel(severity: number): SeverityLevel {
  if (severity > 1.5) return 'high';
  if (severity > 1) return 'medium';
  return 'low';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Session timer, hours/minutes/seconds: '0h 00m 00s' (in the current language). */
export function formatTimer(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return t('{h}h {m}m {s}s', { h, m: pad(m), s: pad(s) });
}

/** Episode durations are short: '8s', '1m 05s', '1h 02m'. */
export function formatEpisodeDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return t('{s}s', { s: total });
  const m = Math.floor(total / 60);
  if (m < 60) return t('{m}m {s}s', { m, s: pad(total % 60) });
  return t('{h}h {m}m', { h: Math.floor(m / 60), m: pad(m % 60) });
}

const ISSUE_LABELS: Record<Episode['type'], string> = {
  forwardHead: msg('Forward head'),
  headTilt: msg('Head tilt'),
  shoulderAsymmetry: msg('Uneven shoulders'),
  slouching: msg('Slouching'),
  score: msg('Score drop'),
};

/** The issue's name in English, the catalog key: shown through t(). */
export function issueLabel(type: Episode['type']): string {
  return ISSUE_LABELS[type] ?? msg('Posture issue');
}

/** Newest first, at most five (docs/product.md#monitoring-screen). Finished episodes only: the live one is still growing. */
export function recentEpisodes(episodes: readonly Episode[], limit = RECENT_EPISODES): Episode[] {
  return [...episodes].sort((a, b) => b.startTime - a.startTime).slice(0, limit);
}

/** docs/product.md#monitoring-screen session indicator. */
export function sessionIndicator(
  signedIn: boolean,
  sessionActive: boolean,
): 'Not logged in' | 'Inactive' | 'Active' {
  if (!signedIn) return 'Not logged in';
  return sessionActive ? 'Active' : 'Inactive';
}

export function secondsRemainingText(seconds: number): string {
  const n = Math.max(0, Math.ceil(seconds));
  return tPlural(n, '{count} second remaining', '{count} seconds remaining');
}

/**
 * docs/product.md#what-survives-what: the Backend line after a GPU loss keeps saying so, e.g.
 * 'webgl (webgpu was lost)', for the rest of the page's life; otherwise just the backend in use.
 */
export function backendLabel(backend: string | null, lost: string | null): string | null {
  if (backend === null) return null;
  return lost && lost !== backend ? t('{backend} ({lost} was lost)', { backend, lost }) : backend;
}
