// Sleep and freeze on the monitoring screen: a span the page was frozen or asleep
// (src/browser/freeze-watch.ts) is neither on the session timer nor in the recorded session's data
// points. The engine leaves it out on its own (docs/posture-rules.md#frozen-and-asleep).
import { createGapWatch, watchFreezes } from '../../browser/freeze-watch.ts';
import { skipBreaks } from './breaks.ts';
import { timerSkip } from './screen-timer.ts';
import { skipRecording } from '../recording/monitor-link.ts';

/** What this needs from the session's port (src/state/monitor-session/flow.ts). */
export interface SummarySource {
  onSummary: (fn: () => void) => () => void;
}

export function followFreezes(p: SummarySource): () => void {
  const watch = createGapWatch((gapMs, now) => {
    timerSkip(gapMs, now);
    skipBreaks(gapMs, now);
    skipRecording(gapMs);
  });
  const off = p.onSummary(() => watch.seen(Date.now()));
  const stop = watchFreezes(watch);
  return () => {
    off();
    stop();
  };
}
