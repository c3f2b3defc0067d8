// The monitoring screen's model panel props and the re-render that closes the calibration dialog
// (MonitorScreen.tsx).
import { startTransition, useEffect, useReducer } from 'react';
import {
  chooseFullModel,
  chooseLiteModel,
  retryModel,
  type useMonitor,
} from '../../state/monitor-session/index.ts';
import { backendLabel } from '../../state/monitoring/format.ts';
import { CALIBRATED_DISPLAY_MS } from '../../state/monitoring/calibration-view.ts';
import type { MonitorViewProps } from './MonitorView.tsx';

type Monitor = ReturnType<typeof useMonitor>;

export function modelProps(m: Monitor): MonitorViewProps['model'] {
  return {
    state: m.model.phase === 'ready' ? 'ready' : m.model.phase === 'error' ? 'error' : 'loading',
    progress: m.model.total > 0 ? m.model.loaded / m.model.total : 0,
    backend: backendLabel(m.model.backend, m.model.lost),
    error: m.model.error,
    modelType: m.model.type,
    onRetry: retryModel,
    stage: m.model.stage,
    trying: m.model.trying,
    step: m.model.step,
    steps: m.model.steps,
    waiting: m.tracking,
    notice: m.model.notice,
    onUseLite: m.model.offerLite ? chooseLiteModel : null,
    onUseFull: m.model.offerFull ? chooseFullModel : null,
  };
}

/**
 * Re-renders once 'Calibrated' has shown for its 2 s, so the calibration dialog closes. The close is
 * not urgent, so it renders as a transition, which React splits into short slices
 * instead of one task that a busy 2-core machine stretches past 50 ms.
 */
export function useCalibratedDisplay(calibratedAt: number | null): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (calibratedAt === null) return;
    const t = setTimeout(() => startTransition(rerender), CALIBRATED_DISPLAY_MS + 50);
    return () => clearTimeout(t);
  }, [calibratedAt]);
}
