// Which camera frames are analysed and which are drawn. The pose worker reads every frame (so the
// camera never stalls) and keeps only the ones a slot is open for: docs/architecture.md#threads.
// docs/posture-rules.md#low-power: good, steady posture for 30 s analyses 2 frames a second.
import { LOW_POWER_INTERVAL_MS } from '../../core/posture/constants.ts';
import { FOREGROUND_INTERVAL_MS, HIDDEN_INTERVAL_MS } from '../../core/protocol/pose.ts';

/** docs/constants.md#timing: the video canvas draws at most 15 fps. */
export const DRAW_INTERVAL_MS = 1000 / 15;
// Camera frames arrive every ~33 ms with jitter; without slack a 15 fps slot would often wait for
// the third frame instead of the second and drawing would fall to 10 fps.
const DRAW_SLACK_MS = 6;

export interface CadenceState {
  /** Detection loop on (docs/posture-rules.md#monitoring-flow: starts ~1 s after the camera connects). */
  analysing: boolean;
  /** An inference is in flight: frames that arrive now are not queued (newest frame wins). */
  busy: boolean;
  hidden: boolean;
  /** The engine's last summary said low power (core/posture/low-power.ts). */
  lowPower: boolean;
  /** The page says the laptop runs on battery (src/browser/battery.ts): low power all the time. */
  battery: boolean;
  /** The video canvas is on screen (the page's IntersectionObserver): off screen, nothing is drawn. */
  shown: boolean;
  drawing: boolean;
  lastAnalysis: number;
  lastDraw: number;
}

export interface Route {
  analyse: boolean;
  draw: boolean;
}

export function analysisInterval(hidden: boolean, lowPower = false): number {
  return hidden ? HIDDEN_INTERVAL_MS : lowPower ? LOW_POWER_INTERVAL_MS : FOREGROUND_INTERVAL_MS;
}

/**
 * In low power only the analysed frames are drawn (the video at the analysis rate, 2 a second);
 * before the loop analyses and at full rate, at most 15 fps.
 */
export function routeFrame(s: CadenceState, now: number): Route {
  const low = s.lowPower || s.battery;
  const analyse = s.analysing && !s.busy && now - s.lastAnalysis >= analysisInterval(s.hidden, low);
  const drawSlot = now - s.lastDraw >= DRAW_INTERVAL_MS - DRAW_SLACK_MS;
  return {
    analyse,
    draw: s.drawing && s.shown && !s.hidden && (low && s.analysing ? analyse : drawSlot),
  };
}

export function initialCadence(): CadenceState {
  return {
    analysing: false,
    busy: false,
    hidden: false,
    lowPower: false,
    battery: false,
    shown: true,
    drawing: false,
    lastAnalysis: -Infinity,
    lastDraw: -Infinity,
  };
}
