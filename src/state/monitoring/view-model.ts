// Pure view helpers of the monitoring screen: what each panel shows, derived from the engine's
// summary. The screen store (screen-store.ts) compares these so a panel re-renders only when what it
// shows changes; the components in src/components/monitoring render them.
import {
  formatEpisodeDuration,
  issueLabel,
  METRICS_MIN_SAMPLES,
  RECENT_EPISODES,
  recentEpisodes,
  severityLevel,
  type SeverityLevel,
} from './format.ts';
import { formatNumber, msg, t } from '../../i18n/index.ts';
import type { Analytics, PostureIssue, SummaryView, WindowedMetrics } from './types.ts';

export const IDLE_SUMMARY: SummaryView = {
  poseStatus: 'Not detected',
  issues: [],
  message: 'Please calibrate your posture first',
  score: 100,
  calibration: { status: 'Not calibrated', progress: 0, secondsRemaining: 10, problem: null },
  analytics: { episodes: [], currentEpisode: null, totalEpisodes: 0, totalTimeInPoorPosture: 0 },
  metrics: null,
};

/** docs/posture-rules.md#low-power: the page's words while the worker analyses 2 frames a second. */
export const LOW_POWER_TEXT = msg('Low-power: checking twice a second');

export interface TimerValue {
  /** Time already counted (earlier stretches before a pause). */
  accumulatedMs: number;
  /** When the current stretch began (ms, same clock as `now`), or null while stopped/paused. */
  runningSince: number | null;
}

export function elapsedMs(t: TimerValue, now: number): number {
  return t.accumulatedMs + (t.runningSince === null ? 0 : Math.max(0, now - t.runningSince));
}

export interface EpisodeRow {
  id: string;
  label: string;
  /** '8s', or '1m 05s · ongoing' for the episode still in progress. */
  duration: string;
  level: SeverityLevel;
}

/**
 * What Recent Episodes shows, row by row (the screen store compares these, so the panel only
 * re-renders when a visible row changes). The live episode grows with `now`; while tracking is
 * paused (`now` null) it does not.
 */
export function episodeRows(
  analytics: Pick<Analytics, 'episodes' | 'currentEpisode'>,
  now: number | null,
): EpisodeRow[] {
  const current = analytics.currentEpisode;
  const done = recentEpisodes(analytics.episodes, current ? RECENT_EPISODES - 1 : RECENT_EPISODES);
  const rows: EpisodeRow[] = [];
  if (current) {
    const duration =
      now !== null ? Math.max(current.duration, now - current.startTime) : current.duration;
    rows.push({
      id: current.id,
      label: issueLabel(current.type),
      duration: t('{duration} · ongoing', { duration: formatEpisodeDuration(duration) }),
      level: severityLevel(current.maxSeverity),
    });
  }
  for (const e of done)
    rows.push({
      id: e.id,
      label: issueLabel(e.type),
      duration: formatEpisodeDuration(e.duration),
      level: severityLevel(e.maxSeverity),
    });
  return rows;
}

/** The issue chips the status bar shows (label and severity level, in the engine's order). */
export function issueChips(issues: readonly PostureIssue[]) {
  return issues.map((i) => ({
    type: i.type,
    label: issueLabel(i.type),
    level: severityLevel(i.severity),
  }));
}

const oneDecimal = (n: number) =>
  formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

/** What the metrics panel shows, or null while it is hidden (docs/posture-rules.md#windowed-metrics: only from 300 samples). */
export function metricsShown(
  metrics: WindowedMetrics | null,
): { cells: [string, string][]; sampleCount: number } | null {
  if (!metrics || metrics.sampleCount < METRICS_MIN_SAMPLES) return null;
  return {
    cells: [
      [t('Average'), oneDecimal(metrics.mean)],
      [t('Session Min'), oneDecimal(metrics.min)],
      [t('Session Max'), oneDecimal(metrics.max)],
    ],
    sampleCount: metrics.sampleCount,
  };
}

/**
 * The calibration status the page shows. 'Calibrating...' is true only while tracking: a
 * calibration cancelled, or a session ended or paused while it ran (even before the engine's last
 * summary arrives), reads as what the engine keeps: 'Calibrated' with a saved baseline, else 'Not
 * calibrated' (docs/posture-rules.md#calibration).
 */
export function shownCalibrationStatus(
  tracking: boolean,
  status: SummaryView['calibration']['status'],
  hasBaseline: boolean,
): SummaryView['calibration']['status'] {
  if (tracking || status !== 'Calibrating...') return status;
  return hasBaseline ? 'Calibrated' : 'Not calibrated';
}
