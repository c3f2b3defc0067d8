// 'Check my calibration' (docs/posture-rules.md#slouch-example): while the panel is open, each
// cue's baseline, line and current value (the engine's cueLines()) are read from the pose worker
// CUE_CHECK_MS apart, never per frame, so the view costs a small message twice a second.
import { proxy, ref, useSnapshot } from 'valtio';
import type { DrawGuide } from '../../../core/protocol/draw.ts';
import type { CueLineView } from '../../../core/protocol/pose-engine.ts';
import { cueGuides } from './cue-guides.ts';

/** How often the open panel reads the lines (the 'a few times a second' at most). */
export const CUE_CHECK_MS = 500;

export const cueCheck = proxy<{ open: boolean; lines: readonly CueLineView[] }>({
  open: false,
  lines: [],
});
export const useCueCheck = () => useSnapshot(cueCheck);

let timer: ReturnType<typeof setInterval> | null = null;

/**
 * Opens or closes the panel; open, it reads `read()` every CUE_CHECK_MS until closed, and hands
 * the lines as guides to `draw` (the draw worker paints them over the camera; null when closed).
 */
export function setCueCheckOpen(
  open: boolean,
  read: () => Promise<CueLineView[]> | null,
  draw: (guides: DrawGuide[] | null) => void = () => {},
): void {
  cueCheck.open = open;
  if (timer !== null) clearInterval(timer);
  timer = null;
  if (!open) {
    draw(null);
    return;
  }
  let inFlight = false;
  const tick = () => {
    const next = inFlight ? null : read();
    if (!next) return;
    inFlight = true;
    void next
      .then((lines) => {
        if (!cueCheck.open) return;
        cueCheck.lines = ref(lines);
        draw(cueGuides(lines));
      })
      .finally(() => (inFlight = false));
  };
  tick();
  timer = setInterval(tick, CUE_CHECK_MS);
}
