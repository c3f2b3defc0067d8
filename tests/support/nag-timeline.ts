// The timeline of the nag clip, one seated still per second. Upright (long
// enough to calibrate), three 2 s slouched dips with 13 s upright between them, then a 20 s held
// slouch and an upright tail. Shared by the e2e's fake-camera clip (e2e/nag-clip.ts) and the
// engine bench (bench/engine.bench.ts: alert_latency_held_slouch_ms), so both measure one thing.
/**
 * Long enough for the 10 s calibration on a loaded machine (calibrated 12-20 s in) with margin: the
 * e2e runs on recorded landmarks (docs/testing.md#replay), so no model warm-up comes first (it was
 * 90 s while the spec ran BlazePose, mostly waiting).
 */
export const NAG_LEAD_S = 35;
export const NAG_DIP_S = 2;
export const NAG_GAP_S = 13;
export const NAG_DIPS = 3;
export const NAG_HELD_S = 20;
export const NAG_TAIL_S = 10;

/** Clip seconds at which each dip starts. */
export const NAG_DIP_STARTS_S = Array.from(
  { length: NAG_DIPS },
  (_, i) => NAG_LEAD_S + i * (NAG_DIP_S + NAG_GAP_S),
);
/** Clip second at which the held slouch starts. */
export const NAG_HELD_FROM_S = NAG_LEAD_S + NAG_DIPS * (NAG_DIP_S + NAG_GAP_S);
export const NAG_LENGTH_S = NAG_HELD_FROM_S + NAG_HELD_S + NAG_TAIL_S;

/** The label of each clip second. */
export function nagLabels(): ('good' | 'slouched')[] {
  return Array.from({ length: NAG_LENGTH_S }, (_, s) => {
    const inDip = NAG_DIP_STARTS_S.some((d) => s >= d && s < d + NAG_DIP_S);
    const held = s >= NAG_HELD_FROM_S && s < NAG_HELD_FROM_S + NAG_HELD_S;
    return inDip || held ? 'slouched' : 'good';
  });
}

/** One item per clip second: good and slouched stills taken in turn from their own lists. */
export function nagSeconds<T>(good: readonly T[], slouched: readonly T[]): T[] {
  let g = 0;
  let s = 0;
  return nagLabels().map((l) =>
    l === 'good' ? good[g++ % good.length]! : slouched[s++ % slouched.length]!,
  );
}
