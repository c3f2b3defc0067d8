// Spec §4 'Feedback dialog', §5 'Feedback', §8: the dialog opens after 5 minutes on /app (or at
// once on request). A quick or detailed submit closes it and thanks the user in a corner toast for
// 3 s, also when sending failed. Detailed text that is empty or blank is not sent; nothing else is
// accepted while a submission is in flight. Signed-in users' feedback goes to POST /feedback.
import { proxy, useSnapshot } from 'valtio';
import type { FeedbackType } from '../api/types.ts';
import { authState } from './auth.ts';
import { logLocal } from './local-log.ts';

export const FEEDBACK_DELAY_MS = 300_000;
export const THANKS_MS = 3_000;
export const THANKS_QUICK = 'Thanks for the feedback!';
export const THANKS_DETAILED = 'Thanks for the detailed feedback!';

export interface FeedbackState {
  open: boolean;
  sending: boolean;
  thanks: string | null;
}

export const feedbackState = proxy<FeedbackState>({ open: false, sending: false, thanks: null });

export function useFeedback(): FeedbackState {
  return useSnapshot(feedbackState) as FeedbackState;
}

export interface FeedbackDeps {
  signedIn: () => boolean;
  /** Resolves true when the server took it; must not throw. */
  send: (type: FeedbackType, text: string) => Promise<boolean>;
}

const defaultDeps: FeedbackDeps = {
  signedIn: () => authState.status === 'authenticated',
  send: async (type, text) => (await import('../api/feedback.ts')).sendFeedback(type, text),
};
let deps: FeedbackDeps = defaultDeps;

/** Tests swap in a local stand-in for the network and the auth check. */
export function setFeedbackDeps(d: Partial<FeedbackDeps> | null): void {
  deps = d ? { ...defaultDeps, ...d } : defaultDeps;
}

let thanksTimer: ReturnType<typeof setTimeout> | null = null;

export function openFeedback(): void {
  feedbackState.open = true;
}

/** 'Maybe later'. Also used by Escape; ignored while a submission is in flight. */
export function dismissFeedback(): void {
  if (feedbackState.sending) return;
  feedbackState.open = false;
}

/** Schedules the dialog FEEDBACK_DELAY_MS from now; returns the canceller. */
export function scheduleFeedback(delayMs = FEEDBACK_DELAY_MS): () => void {
  const t = setTimeout(openFeedback, delayMs);
  return () => clearTimeout(t);
}

function thank(message: string): void {
  feedbackState.thanks = message;
  if (thanksTimer) clearTimeout(thanksTimer);
  thanksTimer = setTimeout(() => {
    feedbackState.thanks = null;
  }, THANKS_MS);
}

/**
 * Submits feedback. Returns false when the submission was refused (blank detailed text, or one
 * already in flight). The dialog closes and the thank-you shows whatever the server says.
 */
export async function submitFeedback(type: FeedbackType, text = ''): Promise<boolean> {
  if (feedbackState.sending) return false;
  const body = type === 'detailed' ? text.trim() : '';
  if (type === 'detailed' && body === '') return false;
  feedbackState.sending = true;
  try {
    if (deps.signedIn()) {
      const ok = await deps.send(type, body);
      if (!ok) logLocal('warn', 'feedback could not be sent');
    } else {
      logLocal('info', `feedback (not signed in, kept local): ${type}`, body || undefined);
    }
  } catch (e) {
    logLocal('error', 'feedback submission failed', e);
  } finally {
    feedbackState.sending = false;
    feedbackState.open = false;
    thank(type === 'detailed' ? THANKS_DETAILED : THANKS_QUICK);
  }
  return true;
}

export function resetFeedback(): void {
  if (thanksTimer) clearTimeout(thanksTimer);
  thanksTimer = null;
  Object.assign(feedbackState, { open: false, sending: false, thanks: null });
}
