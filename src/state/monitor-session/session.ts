// The monitor session (docs/architecture.md#monitor-session): the one owner of the pipeline while
// the monitoring screen is mounted. Pipeline events go straight into it; the screen store, alerts,
// the recorder and the widget follow it (flow.ts); the screen reads snapshots and calls its
// actions (actions.ts).
import { useEffect, type RefObject } from 'react';
import { subscribe } from 'valtio';
import type { SummaryLike } from '../monitoring/screen-store.ts';
import { followScreenLock, followSnooze } from './auto-resume.ts';
import { followSession, type SessionPort } from './flow.ts';
import { mountPipeline, poseWorker } from './pipeline-link.ts';
import { monitor, type MonitorOptions } from './store.ts';

const followers = new Set<(s: SummaryLike) => void>();

function toFollowers(s: SummaryLike): void {
  for (const fn of followers) {
    try {
      fn(s);
    } catch (e) {
      console.error('[monitor] a summary listener failed', e);
    }
  }
}

const port: SessionPort = {
  onSummary: (fn) => {
    followers.add(fn);
    return () => {
      followers.delete(fn);
    };
  },
  engine: () => poseWorker(),
  isTracking: () => monitor.tracking,
  isCapturing: () => monitor.tracking && monitor.camera.status === 'Connected',
  subscribeTracking: (fn) => {
    const key = () => `${monitor.tracking}|${monitor.camera.status}`;
    let last = key();
    return subscribe(monitor, () => {
      if (key() !== last) {
        last = key();
        fn();
      }
    });
  },
};

/** Mounts the session: the pipeline first (the worker exists), then what follows it. Returns unmount. */
export function mountMonitorSession(options: MonitorOptions, canvasHost: HTMLElement): () => void {
  const unmountPipeline = mountPipeline(options, canvasHost, toFollowers);
  const offs = [followSession(port), followSnooze(), followScreenLock()];
  return () => {
    // The same order as before: the pipeline goes first (tracking off, workers disposed), then
    // the followers, whose cleanup ends every registered session with the totals still shown.
    unmountPipeline();
    offs.forEach((off) => off());
  };
}

/** Mounts the session for as long as the component that calls this (the monitoring screen). */
export function useMonitorSession(
  options: MonitorOptions,
  canvasHost: RefObject<HTMLElement | null>,
): void {
  useEffect(
    () => (canvasHost.current ? mountMonitorSession(options, canvasHost.current) : undefined),
    [options, canvasHost],
  );
}
