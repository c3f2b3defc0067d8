// /app, the monitoring screen (docs/product.md#monitoring-screen). The monitor session
// (src/state/monitor-session: camera, workers, detection and calibration timeline, and the session's
// use cases) runs under the full screen of src/components/monitoring.
import { useEffect, useState } from 'react';
import { MonitorScreen } from '../components/monitoring/MonitorScreen.tsx';
import { warmFormatters } from '../i18n/index.ts';
import { getSettings } from '../state/settings.ts';
import { DebugOverlay } from './monitor/DebugOverlay.tsx';
import { readMonitorOptions } from './monitor/options.ts';

export default function Monitor() {
  // Read once per mount (a lazy initial state, not a ref read during render).
  const [options] = useState(() => readMonitorOptions(location.search, () => getSettings().model));
  // The countdown's first text needs Intl's plural rules: built while the page is idle, not in
  // the task of the first pose (src/i18n/translate.ts warmFormatters). WebKit has no
  // requestIdleCallback: a timer there.
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warmFormatters, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warmFormatters, 500);
    return () => clearTimeout(id);
  }, []);
  return <MonitorScreen options={options}>{options.debug ? <DebugOverlay /> : null}</MonitorScreen>;
}
