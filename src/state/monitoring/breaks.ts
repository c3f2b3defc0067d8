// Breaks on the monitoring screen (docs/posture-rules.md#breaks): the break tracker
// (core/posture/breaks.ts, pure) stepped on every summary and every tracking change with the page
// clock. When it is time to stand up the page says so in its polite status line until the next
// break (or 'Got it'), and also as a toast and, when allowed, a browser notification, unless the
// alert style is 'Quiet' (docs/decisions.md#break-reminder). Breaks taken are counted for the session totals.
import { proxy, useSnapshot } from 'valtio';
import { createBreakTracker } from '../../../core/posture/breaks.ts';
import { msg, t } from '../../i18n/index.ts';
import { notifyIfAllowed } from '../alerts.ts';
import { getSettings, subscribeSettings } from '../settings.ts';
import { toast } from '../toasts.ts';

export const BREAK_REMINDER_TEXT = msg('Time to stand up and take a short break.');

export interface BreaksState {
  /** Breaks taken this session (away a minute or more while tracking). */
  count: number;
  /** The reminder fired and no break has been taken since (nor was it dismissed). */
  due: boolean;
}

export const breaksState = proxy<BreaksState>({ count: 0, due: false });

export function useBreaks(): BreaksState {
  return useSnapshot(breaksState) as BreaksState;
}

const minutes = (m: number) => m * 60_000;
const tracker = createBreakTracker(minutes(getSettings().breakReminderMin));

/** What this needs from the session's port (src/state/monitor-session/flow.ts). */
export interface BreakSource {
  onSummary: (
    fn: (s: { presence?: { status: 'present' | 'away'; awaySince?: number | null } }) => void,
  ) => () => void;
  isCapturing: () => boolean;
  subscribeTracking: (fn: () => void) => () => void;
}

function remind(): void {
  breaksState.due = true;
  const st = getSettings();
  if (st.alertStyle === 'quiet') return;
  toast.info(t(BREAK_REMINDER_TEXT));
  notifyIfAllowed(BREAK_REMINDER_TEXT, {
    audioEnabled: st.audioEnabled,
    notificationsEnabled: st.notificationsEnabled,
    style: st.alertStyle,
  });
}

export function followBreaks(p: BreakSource, clock: () => number = Date.now): () => void {
  tracker.setReminderMs(minutes(getSettings().breakReminderMin));
  let awaySince: number | null = null;
  const step = () => {
    const r = tracker.update({ tracking: p.isCapturing(), awaySince }, clock());
    if (r.breakTaken) {
      breaksState.count = tracker.breaks;
      breaksState.due = false;
    }
    if (r.remind) remind();
  };
  const offs = [
    p.onSummary((s) => {
      const away = s.presence?.status === 'away';
      awaySince = away ? (s.presence?.awaySince ?? clock()) : null;
      step();
    }),
    p.subscribeTracking(() => {
      // A new run starts present; its summaries say otherwise if nobody is there.
      if (!p.isCapturing()) awaySince = null;
      step();
    }),
    subscribeSettings((s) => tracker.setReminderMs(minutes(s.breakReminderMin))),
  ];
  return () => offs.forEach((off) => off());
}

/** A frozen or asleep span (docs/posture-rules.md#frozen-and-asleep) is not tracked time. */
export function skipBreaks(gapMs: number, now: number): void {
  tracker.skip(gapMs, now);
}

/** 'Got it': the reminder line goes away (the time has already started again). */
export function dismissBreakReminder(): void {
  breaksState.due = false;
}

/** End Session / Reset Session: no breaks, no tracked time. */
export function resetBreaks(): void {
  tracker.reset();
  breaksState.count = 0;
  breaksState.due = false;
}
