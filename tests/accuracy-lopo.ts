// Per person for `npm run accuracy` (docs/posture-rules.md#accuracy): generic (upright start only)
// and personal (plus the first 5 s of the slouch as the example), and what each cue adds.
// A person has one or more sittings (a stills set, a clip, landmark rows), each replayed with the
// protocol of accuracy-replay.ts (calibrate on the start, judge the rest). Pure: no files.
import type { EngineTuning } from '../core/posture/issues.ts';
import { CUE_NAMES, type CueName } from '../core/posture/cue-names.ts';
import { DEFAULT_SETTINGS } from '../core/posture/settings.ts';
import { replay, type LabelledFrame, type LandmarkCache } from './accuracy-replay.ts';
import { slouchFlag, type ClassCounts } from './accuracy-tables.ts';

export interface Sitting {
  name: string;
  person: string;
  kind: LandmarkCache['kind'];
  items: LabelledFrame[];
}

export interface Rates {
  slouched: ClassCounts;
  good: ClassCounts;
  /** The same checks counted by what the status shows (the app's status hold). */
  status: { slouched: ClassCounts; good: ClassCounts };
}

const rate = (c: ClassCounts) => (c.total ? c.flagged / c.total : 0);
const add = (a: ClassCounts, b: ClassCounts): ClassCounts => ({
  flagged: a.flagged + b.flagged,
  total: a.total + b.total,
});
const addRates = (a: Rates, b: Rates): Rates => ({
  slouched: add(a.slouched, b.slouched),
  good: add(a.good, b.good),
  status: {
    slouched: add(a.status.slouched, b.status.slouched),
    good: add(a.status.good, b.status.good),
  },
});

/**
 * One sitting replayed at one sensitivity and tuning: slouched and upright checks flagged.
 * `personal`: with the first 5 s of its slouch as the person's example (not judged).
 */
export function ratesOf(
  s: Sitting,
  sensitivity: number,
  tuning: Partial<EngineTuning>,
  personal = false,
): Rates {
  const r = replay(s.kind, s.items, { sensitivity }, tuning, personal);
  const count = (label: 'good' | 'slouched', shown: boolean): ClassCounts => {
    const rows = r.judged.filter((j) => j.item.label === label);
    const hit = rows.filter((j) => (shown ? j.shown : slouchFlag(j.summary)));
    return { flagged: hit.length, total: rows.length };
  };
  return {
    slouched: count('slouched', false),
    good: count('good', false),
    status: { slouched: count('slouched', true), good: count('good', true) },
  };
}

/** The done-means of docs/posture-rules.md#accuracy, per person at the default sensitivity. */
export const MIN_RECALL = 0.95;
export const MAX_UPRIGHT_FLAGGED = 0.05;

/** What leaving one cue out changes: the checks it alone flags, upright and slouched. */
export interface CueAdds {
  cue: CueName;
  generic: { good: number; slouched: number };
  personal: { good: number; slouched: number };
}

export interface PersonResult {
  person: string;
  /** Generic sweep per sitting (sensitivity 1-10 as asked). */
  sittings: { name: string; sweep: (Rates & { sensitivity: number })[] }[];
  /** All of the person's sittings together at the default sensitivity, upright start only. */
  generic: Rates;
  /** The same with the first 5 s of each sitting's slouch as the example (those not judged). */
  personal: Rates;
  ablation: CueAdds[];
}

const pooled = (own: readonly Sitting[], tuning: Partial<EngineTuning>, personal: boolean) =>
  own.map((s) => ratesOf(s, DEFAULT_SETTINGS.sensitivity, tuning, personal)).reduce(addRates);

/**
 * Every person judged generic and personal. No tolerance is chosen from data any more (issue 44:
 * each is the person's own spread with a floor, cue-lines.ts), so nothing is fitted to the person
 * judged; the floors and factors are constants, named in docs/posture-rules.md#lines-that-carry.
 */
export function leaveOnePersonOut(
  sittings: readonly Sitting[],
  sensitivities: readonly number[] = [DEFAULT_SETTINGS.sensitivity],
): PersonResult[] {
  const people = [...new Set(sittings.map((s) => s.person))];
  return people.map((person) => {
    const own = sittings.filter((s) => s.person === person);
    const rows = own.map((s) => ({
      name: s.name,
      sweep: sensitivities.map((sensitivity) => ({ sensitivity, ...ratesOf(s, sensitivity, {}) })),
    }));
    const generic = pooled(own, {}, false);
    const personal = pooled(own, {}, true);
    const ablation = CUE_NAMES.map((cue) => {
      const adds = (all: Rates, mode: boolean) => {
        const without = pooled(own, { disabled: [cue] }, mode);
        return {
          good: all.good.flagged - without.good.flagged,
          slouched: all.slouched.flagged - without.slouched.flagged,
        };
      };
      return { cue, generic: adds(generic, false), personal: adds(personal, true) };
    });
    return { person, sittings: rows, generic, personal, ablation };
  });
}

/** The done-means per person: recall >= 95 % and upright flagged <= 5 %. */
export const meets = (r: Rates): boolean =>
  rate(r.slouched) >= MIN_RECALL && rate(r.good) <= MAX_UPRIGHT_FLAGGED;
