// The slouch cues a line is drawn for (cue-spread.ts, cue-lines.ts): each a deviation from the
// baseline, positive toward a slouch. drop: head height in neck heights (forward head's
// translation); shrink: ears above the shoulders (the 85 % rule); sink: drop + neck over shoulder
// width shortened (neck-sink.ts); stretch: the neck stretch (neck-stretch.ts); face: face width
// growth (forward head's proximity).
export const CUE_NAMES = ['drop', 'shrink', 'sink', 'stretch', 'face'] as const;
export type CueName = (typeof CUE_NAMES)[number];
export type CueValues = Record<CueName, number>;
