// User Timing marks of the moments a person waits for
// (bench/README.md#readiness-and-the-first-pose): the page's load to the model being ready, the
// Start Tracking click to the first analysed pose and to 'Calibrated'. bench/readiness.bench.ts
// reads them; DevTools' Performance panel shows them too. Each mark is set once per page (the first
// occurrence is the one a person waited for).
export type ReadinessMark =
  'model-ready' | 'start' | 'detection-start' | 'first-pose' | 'calibrated';

const PREFIX = 'posture:';

export function markOnce(name: ReadinessMark): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(PREFIX + name, 'mark').length > 0) return;
  performance.mark(PREFIX + name);
}
