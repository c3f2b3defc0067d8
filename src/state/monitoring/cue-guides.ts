// 'Check my calibration' over the camera (docs/posture-rules.md#slouch-example): the engine's cue
// lines (cueLines(), the panel's meters) as horizontal guides the draw worker paints over the video
// (workers/draw/guides.ts): where the ears were at calibration (a baseline per measure) and where
// each cue flags, labelled in the page's language. The face width has no height to draw (its
// meter says it). Pure.
import type { DrawGuide } from '../../../core/protocol/draw.ts';
import type { CueLineView } from '../../../core/protocol/pose-engine.ts';
import { msg, t } from '../../i18n/index.ts';

export const CUE_LABEL: Record<CueLineView['cue'], string> = {
  drop: msg('Head height'),
  shrink: msg('Ears above the shoulders'),
  sink: msg('Neck between the shoulders'),
  stretch: msg('Neck stretched forward'),
  face: msg('Distance to the screen'),
};

/** How each drawable cue's numbers place a height (the baselines are in these units). */
const ANCHOR: Partial<Record<CueLineView['cue'], DrawGuide['anchor']>> = {
  drop: 'frame',
  shrink: 'above-shoulders',
  sink: 'shoulder-widths',
  stretch: 'shoulder-widths',
};

/** The guides for these lines: one baseline per anchor, one line per cue that flags. */
export function cueGuides(lines: readonly CueLineView[]): DrawGuide[] {
  const guides: DrawGuide[] = [];
  const based = new Set<DrawGuide['anchor']>();
  for (const l of lines) {
    const anchor = ANCHOR[l.cue];
    if (!anchor || !Number.isFinite(l.baseline)) continue;
    if (!based.has(anchor)) {
      based.add(anchor);
      guides.push({ kind: 'baseline', anchor, value: l.baseline, label: '' });
    }
    if (l.source !== 'off' && l.lineAt !== null && Number.isFinite(l.lineAt))
      guides.push({ kind: 'line', anchor, value: l.lineAt, label: t(CUE_LABEL[l.cue]) });
  }
  return guides;
}
