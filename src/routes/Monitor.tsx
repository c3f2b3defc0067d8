// /app, the monitoring screen (docs/product.md#monitoring-screen). The monitor session
// (src/state/monitor-session: camera, workers, detection and calibration timeline, and the session's
// use cases) runs under the full screen of src/components/monitoring.
import { useState } from 'react';
import { MonitorScreen } from '../components/monitoring/MonitorScreen.tsx';
import { getSettings } from '../state/settings.ts';
import { DebugOverlay } from './monitor/DebugOverlay.tsx';
import { readMonitorOptions } from './monitor/options.ts';

export default function Monitor() {
  // Read once per mount (a lazy initial state, not a ref read during render).
  const [options] = useState(() => readMonitorOptions(location.search, () => getSettings().model));
  return <MonitorScreen options={options}>{options.debug ? <DebugOverlay /> : null}</MonitorScreen>;
}
