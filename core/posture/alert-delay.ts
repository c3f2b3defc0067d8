// 'Alert me after' (docs/decisions.md#alert-delay): a posture alert only once poor posture has
// lasted `delayMs` with no break longer than BREAK_TOLERANCE_MS. A glance at the keyboard or a
// reach for a cup (a 2 s dip) never alerts at the default 5 s; delay 0 alerts on the first
// flagged frame. Pure: time is an argument.
//
// Poor posture starts with the first analysed frame past an issue's threshold (before the temporal
// frames confirm it, so a slow device, ~1 analysis a second, does not add 3 s to the delay); the
// alert itself still needs the issue to be on. A break starts at the first analysed frame that is
// neither (good posture, or no person) and lasts until the next flagged frame; a break longer than
// 1 s starts a new stretch. It takes two good frames to show a break: one good frame between slow
// analyses (a loaded machine analyses about once a second) says only that the break was shorter
// than two frame gaps, and at 10 analyses a second a one-frame break is under 0.2 s. Frames that
// simply did not come (slow inference, a hidden tab analysing once a second) are not a break, but
// a silence longer than STALE_MS (paused, camera gone) is: posture nobody saw is not poor posture.
// The engine is stricter: a silence over UNOBSERVED_GAP_MS (3 s, constants.ts) is a span nobody
// watched, and it resets the stretch before this sees the next frame (engine-parts.ts
// skipUnobserved; the pose worker says so in the console).

/** docs/posture-rules.md#alerts: 'no break over 1 s'. */
export const BREAK_TOLERANCE_MS = 1_000;
/**
 * No analysed frame at all for this long ends the stretch (a pause, a camera stall): this module's
 * own bound for a caller that feeds it frames far apart. Inside the engine a 3 s silence already
 * has (UNOBSERVED_GAP_MS).
 */
export const STALE_MS = 30_000;
/** The setting's range and default (0: alert on the first flagged frame). */
export const ALERT_DELAY_MAX_MS = 30_000;
export const ALERT_DELAY_DEFAULT_MS = 5_000;

export interface PoorStretch {
  /**
   * Records one analysed frame (`poor`: at least one issue is on) and returns how long the current
   * stretch of poor posture has lasted at `now` (ms), or null when posture is not poor now.
   */
  update(poor: boolean, now: number): number | null;
  reset(): void;
}

/** `breakToleranceMs`: the longest break that keeps the stretch (the alert's is 1 s). */
export function createPoorStretch(breakToleranceMs: number = BREAK_TOLERANCE_MS): PoorStretch {
  let since: number | null = null;
  let lastPoor: number | null = null;
  let breakFrom: number | null = null;
  let breakFrames = 0;
  return {
    update(poor, now) {
      if (!poor) {
        if (since !== null && breakFrom === null) breakFrom = now;
        breakFrames += 1;
        return null;
      }
      const broken =
        since === null ||
        lastPoor === null ||
        now < lastPoor || // a clock that went backwards (new camera stream)
        now - lastPoor > STALE_MS ||
        (breakFrom !== null && breakFrames >= 2 && now - breakFrom > breakToleranceMs);
      if (broken) since = now;
      lastPoor = now;
      breakFrom = null;
      breakFrames = 0;
      return now - since!;
    },
    reset() {
      since = null;
      lastPoor = null;
      breakFrom = null;
      breakFrames = 0;
    },
  };
}

/** Whether a stretch that has lasted `lastedMs` is long enough for an alert at `delayMs`. */
export function stretchLongEnough(lastedMs: number | null, delayMs: number): boolean {
  if (lastedMs === null) return false;
  const delay = Number.isFinite(delayMs) ? Math.min(ALERT_DELAY_MAX_MS, Math.max(0, delayMs)) : 0;
  return lastedMs >= delay;
}
