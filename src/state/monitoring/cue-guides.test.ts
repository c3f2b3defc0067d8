// The cue lines as guides over the camera (cue-guides.ts): one baseline per measure (the neck's
// sink and stretch share theirs), a line per cue that flags, none for a cue that is off or for the
// face width (no height to draw).
import { expect, it } from 'vitest';
import type { CueLineView } from '../../../core/protocol/pose-engine.ts';
import { cueGuides } from './cue-guides.ts';

const view = (
  cue: CueLineView['cue'],
  source: CueLineView['source'],
  baseline: number,
  lineAt: number | null,
): CueLineView => ({
  cue,
  source,
  baseline,
  line: lineAt === null ? 0 : 0.1,
  current: null,
  ratio: null,
  lineAt,
});

it('draws the baselines once per measure and the lines of the cues that flag', () => {
  const guides = cueGuides([
    view('drop', 'generic', 0.4, 0.45),
    view('shrink', 'generic', 0.3, 0.255),
    view('sink', 'generic', 0.6, 0.54),
    view('stretch', 'off', 0.6, null),
    view('face', 'generic', 0.15, 0.18),
  ]);
  expect(guides).toEqual([
    { kind: 'baseline', anchor: 'frame', value: 0.4, label: '' },
    { kind: 'line', anchor: 'frame', value: 0.45, label: 'Head height' },
    { kind: 'baseline', anchor: 'above-shoulders', value: 0.3, label: '' },
    { kind: 'line', anchor: 'above-shoulders', value: 0.255, label: 'Ears above the shoulders' },
    { kind: 'baseline', anchor: 'shoulder-widths', value: 0.6, label: '' },
    { kind: 'line', anchor: 'shoulder-widths', value: 0.54, label: 'Neck between the shoulders' },
  ]);
});

it('a stretch placed by the slouch example gets its line beside the sink', () => {
  const guides = cueGuides([
    view('sink', 'generic', 0.6, 0.54),
    view('stretch', 'personal', 0.6, 0.62),
  ]);
  expect(guides.map((g) => g.label)).toEqual([
    '',
    'Neck between the shoulders',
    'Neck stretched forward',
  ]);
  expect(cueGuides([])).toEqual([]);
});
