// Temporal consistency with hysteresis (docs/posture-rules.md#forward-head): a flag turns
// on only when the last `frames` analysed values were all above `on`, and turns off as soon as a
// value falls below `off`. With on === off this is plain debouncing (the rules without documented
// hysteresis); with off < on (forward head: 0.5 / 0.3) values in between keep the current state.
export interface ConsistentFlag {
  update(value: number, on: number, off: number, frames: number): boolean;
  readonly active: boolean;
  reset(): void;
}

export function createConsistentFlag(): ConsistentFlag {
  let active = false;
  let streak = 0;
  return {
    update(value, on, off, frames) {
      if (!Number.isFinite(value)) return active;
      streak = value > on ? streak + 1 : 0;
      if (!active && streak >= Math.max(1, Math.round(frames))) active = true;
      // Without hysteresis (off >= on) the flag drops as soon as the value is no longer above it.
      else if (active && (value < off || (off >= on && value <= on))) active = false;
      return active;
    },
    get active() {
      return active;
    },
    reset() {
      active = false;
      streak = 0;
    },
  };
}
