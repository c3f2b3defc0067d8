// What the session recorder (recorder.ts) is made with, and its state while a session is open.
import type { Interval } from '../../../core/recording/interval.ts';
import type { KeyValueStorage } from '../../browser/storage.ts';
import type { RecorderApi } from './recorder-api.ts';

export interface RecorderDeps {
  api: RecorderApi;
  storage: KeyValueStorage;
  now: () => number;
  timers?: Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;
  log?: (msg: string, err?: unknown) => void;
}

export interface RecorderSettings {
  sensitivity: number;
  alertFrequency: number;
  audioEnabled: boolean;
}

export interface Active {
  id: string;
  startedAt: number;
  paused: boolean;
  pausedMs: number;
  pausedAt: number | null;
  /** Time away (docs/posture-rules.md#away-and-back) in closed intervals: paused for the end call. */
  awayMs: number;
  /** The interval being accumulated into the next data point. */
  interval: Interval;
}
