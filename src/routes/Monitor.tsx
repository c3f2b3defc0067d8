// /app, minimal monitoring screen (issue 3): controls, statuses and the canvas the draw worker
// paints. State and lifecycle live in src/state/monitor.ts; this file only lays them out.
import { useEffect, useRef } from 'react';
import { Button } from '../components/Button.tsx';
import {
  endSession,
  mountMonitor,
  pauseTracking,
  startTracking,
  useMonitor,
} from '../state/monitor.ts';
import { DebugOverlay } from './monitor/DebugOverlay.tsx';
import { readMonitorOptions } from './monitor/options.ts';
import { StatusPanel } from './monitor/StatusPanel.tsx';

export default function Monitor() {
  const host = useRef<HTMLDivElement>(null);
  const options = useRef(readMonitorOptions(location.search)).current;
  const m = useMonitor();

  useEffect(() => {
    if (!host.current) return;
    return mountMonitor(options, host.current);
  }, [options]);

  return (
    <main>
      <h1>Posture Coach</h1>
      <p>AI-powered posture monitoring for better health</p>
      <div
        role="group"
        aria-label="Tracking controls"
        style={{ display: 'flex', gap: 8, margin: '8px 0' }}
      >
        {m.tracking ? (
          <Button onPress={() => void pauseTracking()}>Pause</Button>
        ) : (
          <Button onPress={() => void startTracking()}>
            {m.paused ? 'Resume' : 'Start Tracking'}
          </Button>
        )}
        <Button
          variant="secondary"
          onPress={() => void endSession()}
          isDisabled={!m.tracking && !m.paused}
        >
          End Session
        </Button>
      </div>
      <div ref={host} data-testid="canvas-host" />
      <StatusPanel />
      {options.debug ? <DebugOverlay /> : null}
    </main>
  );
}
