// /app, the monitoring screen (docs/product.md#monitoring-screen). The pipeline (src/state/monitor.ts: camera, workers,
// detection and calibration timeline) runs under the full screen of src/components/monitoring.
import { useState } from 'react';
import { MonitorScreen } from '../components/monitoring/MonitorScreen.tsx';
import { getSettings } from '../state/settings.ts';
import { initialModel } from '../browser/model-choice.ts';
import { onSummary } from '../state/monitor.ts';
import { DebugOverlay } from './monitor/DebugOverlay.tsx';
import { readMonitorOptions } from './monitor/options.ts';

export default function Monitor() {
  // Read once per mount (a lazy initial state, not a ref read during render).
  const [options] = useState(() => {
    const o = readMonitorOptions(location.search);
    // The model is a user setting ('auto' starts with full, issue #13); ?model= (tests) still wins.
    const q = new URLSearchParams(location.search);
    const pinned = q.has('model');
    // A backend pinned by ?backend= (tests, diagnosis) is slow on purpose where it is not this
    // device's fastest: 'auto' judges only the app as shipped, the backend the probe chose.
    const judged = !pinned && o.backend === 'auto';
    return {
      ...o,
      modelType: pinned ? o.modelType : initialModel(getSettings().model),
      modelSetting: () => (judged ? getSettings().model : null),
    };
  });
  return (
    <MonitorScreen options={options} onSummary={onSummary}>
      {options.debug ? <DebugOverlay /> : null}
    </MonitorScreen>
  );
}
