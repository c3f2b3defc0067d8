// "That wasn't a slouch" (docs/posture-rules.md#false-alarm-feedback): the person says a flag was
// wrong while they sat well. The coach widens the rule that fired, for this setup only: each issue
// type gets an ALLOWANCE, a factor the engine divides that rule's severity by (issues.ts), so the
// rule fires only `allowance` times further from the baseline than before. Stored in the baseline
// (CalibrationData.allowance), so it travels with a saved setup to storage and the account.
//
// One correction widens each rule that fired just enough that the severity it had when it flagged
// reads ALLOWANCE_TARGET of its 'on' threshold (and by at least ALLOWANCE_MIN_STEP, so a click is
// never a no-op below the cap). Bounded: an allowance never exceeds allowanceCap(type), the factor
// at which the worst severity a rule can measure (MAX_SEVERITY) still reads ALLOWANCE_HEADROOM
// times its threshold, so no number of clicks can silence a real, deep slouch. Pure: plain data in
// and out, and undo restores the previous allowance exactly.
import { FORWARD_HEAD_ON, MAX_SEVERITY } from './constants.ts';
import type { CalibrationData } from './calibration-data.ts';
import type { IssueType } from './types.ts';
import { correctionWords } from './feedback-words.ts';

export { AT_MOST_TEXT, UNDONE_TEXT } from './feedback-words.ts';

/** Per issue type, the factor its severity is divided by; absent means 1 (as calibrated). */
export type Allowance = Partial<Record<IssueType, number>>;

/** The 'on' threshold of each rule's severity (issues.ts: forward head 0.5, the ratios 1). */
export const ISSUE_ON: Readonly<Record<IssueType, number>> = {
  forwardHead: FORWARD_HEAD_ON,
  slouching: 1,
  headTilt: 1,
  shoulderAsymmetry: 1,
};

/** After a correction, the severity that flagged reads this fraction of the 'on' threshold. */
export const ALLOWANCE_TARGET = 0.8;
/** Each correction widens a rule by at least this factor (below the cap). */
export const ALLOWANCE_MIN_STEP = 1.15;
/** At the cap, the worst measurable severity still reads this many times the threshold. */
export const ALLOWANCE_HEADROOM = 1.25;

/** The most one setup can widen a rule: forward head 3.2, the ratio rules 1.6. */
export function allowanceCap(type: IssueType): number {
  return MAX_SEVERITY / (ALLOWANCE_HEADROOM * (ISSUE_ON[type] ?? 1));
}

/** The allowance in force for a rule: 1 when absent or unusable, never above its cap. */
export function allowanceFor(cal: Pick<CalibrationData, 'allowance'>, type: IssueType): number {
  const a = cal.allowance?.[type];
  if (typeof a !== 'number' || !Number.isFinite(a) || a <= 1) return 1;
  return Math.min(a, allowanceCap(type));
}

/** A rule's severity as judged with this setup's allowance (the hook issues.ts applies). */
export function allowedSeverity(
  severity: number,
  cal: Pick<CalibrationData, 'allowance'>,
  type: IssueType,
): number {
  return severity / allowanceFor(cal, type);
}

/** One rule that flagged: its type and the severity the engine reported (allowance applied). */
export interface FiredIssue {
  type: IssueType;
  severity: number;
}

export interface Correction {
  /** The baseline with the widened allowance (the input is not changed). */
  baseline: CalibrationData;
  /** The rules widened; empty when every one that fired is already at its cap. */
  changed: IssueType[];
  /** The rules that fired but could not widen (at their cap). */
  capped: IssueType[];
  /** A rule needed more room than its cap gives. */
  short: boolean;
  /** What changed, in plain English words (feedback-words.ts says them in other languages). */
  text: string;
  /** The allowance before, for undoCorrection (undefined: there was none). */
  previous: Allowance | undefined;
}

/**
 * Widens every rule in `fired` (the flag the person says was wrong) for this baseline. Each type
 * counts once, at its highest severity. Returns null when nothing fired.
 */
export function correctFalseAlarm(
  baseline: CalibrationData,
  fired: readonly FiredIssue[],
): Correction | null {
  const worst = new Map<IssueType, number>();
  for (const f of fired) {
    if (!(f.type in ISSUE_ON) || !Number.isFinite(f.severity)) continue;
    worst.set(f.type, Math.max(worst.get(f.type) ?? 0, f.severity));
  }
  if (worst.size === 0) return null;
  const previous = baseline.allowance ? { ...baseline.allowance } : undefined;
  const next: Allowance = { ...previous };
  const changed: IssueType[] = [];
  const capped: IssueType[] = [];
  let short = false; // a rule needed more room than its cap gives
  for (const [type, severity] of worst) {
    const old = allowanceFor(baseline, type);
    const cap = allowanceCap(type);
    // The severity before any allowance, and the factor that brings it to the target.
    const needed = (severity * old) / (ISSUE_ON[type] * ALLOWANCE_TARGET);
    const widened = Math.min(cap, Math.max(needed, old * ALLOWANCE_MIN_STEP));
    if (needed > cap) short = true;
    if (widened <= old + 1e-9) {
      capped.push(type);
      continue;
    }
    next[type] = Math.round(widened * 1000) / 1000;
    changed.push(type);
  }
  return {
    baseline: changed.length > 0 ? { ...baseline, allowance: next } : baseline,
    changed,
    capped,
    short,
    text: correctionWords({ changed, capped, short }),
    previous,
  };
}

/** The baseline as it was before `correction` (its allowance restored exactly). */
export function undoCorrection(
  baseline: CalibrationData,
  correction: Pick<Correction, 'previous'>,
): CalibrationData {
  const { allowance: _dropped, ...rest } = baseline;
  void _dropped;
  return correction.previous ? { ...rest, allowance: { ...correction.previous } } : rest;
}

/**
 * A stored baseline's allowance as the engine and the account accept it: known rules only, each a
 * finite factor above 1 and at most its cap; no allowance left, no field. Other keys untouched.
 */
export function cleanAllowance(baseline: CalibrationData): CalibrationData {
  if (baseline.allowance === undefined) return baseline;
  const { allowance, ...rest } = baseline;
  const kept: Allowance = {};
  for (const type of Object.keys(ISSUE_ON) as IssueType[]) {
    const a = (allowance as Record<string, unknown> | null)?.[type];
    if (typeof a === 'number' && Number.isFinite(a) && a > 1)
      kept[type] = Math.min(a, allowanceCap(type));
  }
  return Object.keys(kept).length > 0 ? { ...rest, allowance: kept } : rest;
}
