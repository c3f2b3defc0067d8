// Leave-one-person-out for `npm run accuracy` (docs/posture-rules.md#accuracy): every cue
// tolerance the engine takes from data is chosen here WITHOUT the person it is then judged on.
// A person has one or more sittings (a stills set, a clip, landmark rows), each replayed with the
// protocol of accuracy-replay.ts (calibrate on the start, judge the rest). Pure: no files.
import type { EngineTuning } from '../core/posture/issues.ts';
import { NECK_STRETCH_TOLERANCE } from '../core/posture/neck-stretch.ts';
import { DEFAULT_SETTINGS } from '../core/posture/settings.ts';
import {
  replay,
  slouchFlag,
  type ClassCounts,
  type LabelledFrame,
  type LandmarkCache,
} from './accuracy-replay.ts';

export interface Sitting {
  name: string;
  person: string;
  kind: LandmarkCache['kind'];
  items: LabelledFrame[];
}

/** The neck-stretch tolerances tried (neck-stretch.ts), log ratios. */
export const STRETCH_GRID: readonly number[] = Array.from({ length: 12 }, (_, i) => 0.04 + i / 100);

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

/** One sitting replayed at one sensitivity and tuning: slouched and upright checks flagged. */
export function ratesOf(s: Sitting, sensitivity: number, tuning: Partial<EngineTuning>): Rates {
  const r = replay(s.kind, s.items, { sensitivity }, tuning);
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

/**
 * The tolerance that a set of sittings supports at the default sensitivity: the one under which
 * the most people meet the done-means (recall >= 95 %, upright flagged <= 5 %, their sittings
 * pooled), then the smallest summed error (upright share flagged + slouched share missed, each
 * person weighing the same), then the smaller (more sensitive) one: a value the others cannot tell
 * apart from a quieter one keeps the cue alive for a person unlike them.
 */
export function chooseStretchTolerance(
  train: readonly Sitting[],
  memo = new Map<string, Rates>(),
): number {
  const people = [...new Set(train.map((s) => s.person))];
  let best = STRETCH_GRID[0]!;
  let bestKey = [-Infinity, -Infinity];
  for (const tol of STRETCH_GRID) {
    let passing = 0;
    let err = 0;
    for (const person of people) {
      const pooled = train
        .filter((s) => s.person === person)
        .map((s) => {
          const key = `${s.name}@${tol}`;
          let r = memo.get(key);
          if (!r)
            memo.set(
              key,
              (r = ratesOf(s, DEFAULT_SETTINGS.sensitivity, { neckStretchTolerance: tol })),
            );
          return r;
        })
        .reduce(addRates);
      const fp = rate(pooled.good);
      const recall = rate(pooled.slouched);
      if (recall >= MIN_RECALL && fp <= MAX_UPRIGHT_FLAGGED) passing += 1;
      err += fp + (1 - recall);
    }
    const key = [passing, -err];
    if (key[0]! > bestKey[0]! || (key[0] === bestKey[0] && key[1]! > bestKey[1]! + 1e-12)) {
      best = tol;
      bestKey = key;
    }
  }
  return best;
}

export interface PersonResult {
  person: string;
  /** Chosen from the other people only. */
  tolerance: number;
  sittings: { name: string; sweep: (Rates & { sensitivity: number })[] }[];
  /** All of the person's sittings together at the default sensitivity. */
  atDefault: Rates;
  /** The same with the tolerance the engine ships (chosen on everyone, this person included). */
  atShipped: Rates;
}

/** Every person judged with a tolerance chosen on everyone else; `sensitivities` for the table. */
export function leaveOnePersonOut(
  sittings: readonly Sitting[],
  sensitivities: readonly number[] = [DEFAULT_SETTINGS.sensitivity],
): PersonResult[] {
  const memo = new Map<string, Rates>();
  const people = [...new Set(sittings.map((s) => s.person))];
  return people.map((person) => {
    const own = sittings.filter((s) => s.person === person);
    const tolerance = chooseStretchTolerance(
      sittings.filter((s) => s.person !== person),
      memo,
    );
    const tuning = { neckStretchTolerance: tolerance };
    const rows = own.map((s) => ({
      name: s.name,
      sweep: sensitivities.map((sensitivity) => ({
        sensitivity,
        ...ratesOf(s, sensitivity, tuning),
      })),
    }));
    const atDefault = own
      .map((s) => ratesOf(s, DEFAULT_SETTINGS.sensitivity, tuning))
      .reduce(addRates);
    const atShipped = own.map((s) => ratesOf(s, DEFAULT_SETTINGS.sensitivity, {})).reduce(addRates);
    return { person, tolerance, sittings: rows, atDefault, atShipped };
  });
}

/** What the engine ships: the same rule over every person (neck-stretch.ts's constant). */
export function shippedTolerance(sittings: readonly Sitting[]): {
  chosen: number;
  shipped: number;
} {
  return { chosen: chooseStretchTolerance(sittings), shipped: NECK_STRETCH_TOLERANCE };
}
