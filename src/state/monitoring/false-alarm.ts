// "That wasn't a slouch" on the monitoring screen (docs/posture-rules.md#false-alarm-feedback): the
// flags of the last RECENT_FLAGS_MS and the baseline in use are followed from the engine's
// summaries; the control (on the alert toast and in the status) widens the rules that fired
// (core/posture/feedback.ts), loads the new baseline into the engine, keeps it in the saved setup
// in use (and so in the account), and says what changed with an Undo.
import { proxy, ref, useSnapshot } from 'valtio';
import type { CalibrationData } from '../../../core/posture/calibration-data.ts';
import type { CorrectionKind } from '../../../core/recording/data-point.ts';
import {
  correctFalseAlarm,
  undoCorrection,
  UNDONE_TEXT,
  type Correction,
  type FiredIssue,
} from '../../../core/posture/feedback.ts';
import { correctionWords } from '../../../core/posture/feedback-words.ts';
import { localeTag, t } from '../../i18n/index.ts';
import { dismissAlert } from '../alerts.ts';
import { changeSetupBaseline } from '../setups-sync.ts';
import { setupView } from './setup-link.ts';

/** A flag this recent can still be corrected (the alert toast shows for 4 s, the status longer). */
export const RECENT_FLAGS_MS = 30_000;

export interface FalseAlarmNotice {
  id: number;
  /** In the language of the moment it was said (or a core message, shown through t()). */
  text: string;
  /** The saved setup that keeps the change: 'Saved for your “Desk” setup.' follows the text. */
  setup: string | null;
  /** The change can be undone (an Undo beside the text). */
  undo: boolean;
  /** What the Undo undoes: the allowance ('That wasn't a slouch') or the slouch example (slouch-example.ts). */
  kind?: 'example';
  /** The correction the press behind this notice counted, which its Undo takes back. */
  counted?: CorrectionKind;
}

export const falseAlarm = proxy<{ notice: FalseAlarmNotice | null }>({ notice: null });
export const useFalseAlarm = () => useSnapshot(falseAlarm);

/** Loads a baseline into the running engine (the pose worker's loadCalibration). */
export type LoadBaseline = (data: CalibrationData, setup: string | null) => void;

interface Followed {
  data: CalibrationData | null;
  setup: string | null;
  recent: { at: number; issues: FiredIssue[] }[];
  last: Correction | null;
  /** The flags the last correction used up; Undo gives them back. */
  usedUp: { at: number; issues: FiredIssue[] }[];
}
const followed: Followed = { data: null, setup: null, recent: [], last: null, usedUp: [] };
let nextId = 1;

type SummaryCalibration = {
  status: string;
  event?: string | null;
  data?: CalibrationData | null;
  setup?: string | null;
};

/** One engine summary: the baseline in use and the flags it showed. */
export function followFalseAlarmSummary(
  s: { issues: readonly FiredIssue[]; calibration: SummaryCalibration },
  now: number,
): void {
  const c = s.calibration;
  const calibrated = c.status === 'Calibrated' && !!c.data;
  // A new calibration (or a setup picked at Start, which completes one): earlier flags, the last
  // correction and its message belong to the old baseline.
  if (followed.data && (!calibrated || c.event === 'completed')) resetFalseAlarm();
  followed.data = calibrated ? c.data! : null;
  if (calibrated && c.setup) followed.setup = c.setup;
  if (s.issues.length > 0)
    followed.recent.push({
      at: now,
      issues: s.issues.map((i) => ({ type: i.type, severity: i.severity })),
    });
  while (followed.recent[0] && now - followed.recent[0].at > RECENT_FLAGS_MS)
    followed.recent.shift();
}

/** The baseline in use as the summaries show it (null: not calibrated). */
export const followedBaseline = (): CalibrationData | null => followed.data;

/** A changed baseline: into the engine, and kept in the setup in use (or the one about to be saved). */
export function applyBaseline(baseline: CalibrationData, load: LoadBaseline): string | null {
  apply(baseline, load);
  return followed.setup;
}

function apply(baseline: CalibrationData, load: LoadBaseline): void {
  followed.data = baseline;
  // The setup in use, or the one this calibration was just saved as ('Save this setup').
  followed.setup ??= setupView.saved;
  load(baseline, followed.setup);
  if (followed.setup) changeSetupBaseline(followed.setup, baseline);
  else if (setupView.unsaved) setupView.unsaved = ref(baseline);
}

/** The correction's words in the app's language, joined with its 'and'. */
function words(c: Correction): string {
  const list = new Intl.ListFormat(localeTag(), { style: 'long', type: 'conjunction' });
  return correctionWords(c, t, (parts) => list.format(parts));
}

export function show(
  text: string,
  undo: boolean,
  setup: string | null = null,
  kind?: 'example',
): void {
  falseAlarm.notice = { id: nextId++, text, undo, setup, ...(kind ? { kind } : {}) };
}

/**
 * 'That wasn't a slouch': widens the rules flagged in the last RECENT_FLAGS_MS for the baseline in
 * use. Returns false when there is nothing to correct (not calibrated, no recent flag).
 */
export function notASlouch(load: LoadBaseline): boolean {
  const fired = followed.recent.flatMap((r) => r.issues);
  const c = followed.data ? correctFalseAlarm(followed.data, fired) : null;
  if (!c) return false;
  followed.usedUp = followed.recent;
  followed.recent = [];
  dismissAlert();
  if (c.changed.length === 0) {
    show(words(c), false);
    return true;
  }
  followed.last = c;
  apply(c.baseline, load);
  show(words(c), true, followed.setup);
  return true;
}

/** Undo: the baseline as it was before the last correction. */
export function undoNotASlouch(load: LoadBaseline): boolean {
  const c = followed.last;
  if (!c || !followed.data) return false;
  followed.last = null;
  // Undo puts everything back as it was before the press, the flags it used up too, so the same
  // posture can be corrected again at once (older ones age out with the next summary).
  followed.recent = [...followed.usedUp, ...followed.recent];
  followed.usedUp = [];
  apply(undoCorrection(followed.data, c), load);
  show(UNDONE_TEXT, false);
  return true;
}

export function dismissFalseAlarmNotice(): void {
  falseAlarm.notice = null;
}

/** A new calibration, setup or session: nothing recent to correct, nothing to undo. */
export function resetFalseAlarm(): void {
  followed.data = null;
  followed.setup = null;
  followed.recent = [];
  followed.last = null;
  followed.usedUp = [];
  falseAlarm.notice = null;
}
