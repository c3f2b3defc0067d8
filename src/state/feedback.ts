// docs/product.md#feedback, docs/validation.md#auth-forms, docs/api.md#errors: the dialog opens after 5 minutes on /app (or at
// once on request). A quick or detailed submit closes it and thanks the user in a corner toast for
// 3 s, also when sending failed. Detailed text that is empty or blank is not sent; nothing else is
// accepted while a submission is in flight. Every submission goes to POST /feedback, anonymous
// ones too (the server accepts them). Once the prompt was answered or dismissed it is
// remembered (storage) and the 5-minute prompt does not come back; text longer than the server's
// limit is refused here, never sent to be dropped while the user is thanked.
import { proxy, useSnapshot } from 'valtio';
import type { FeedbackType } from '../../core/api/types.ts';
import { readText, writeText } from '../browser/storage.ts';
import { msg } from '../i18n/index.ts';
import { logLocal } from './local-log.ts';

export const FEEDBACK_DELAY_MS = 300_000;
export const THANKS_MS = 3_000;
export const THANKS_QUICK = msg('Thanks for the feedback!');
export const THANKS_DETAILED = msg('Thanks for the detailed feedback!');
/** The server's limit on feedback_text (core/api/schemas/feedback.ts). */
export const FEEDBACK_TEXT_MAX = 5000;
/** Remembers that the prompt was answered or dismissed: 'answered' | 'dismissed'. */
export const FEEDBACK_PROMPT_KEY = 'posture-coach:feedback-prompt';

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
  /** Resolves true when the server took it; must not throw. */
  send: (type: FeedbackType, text: string) => Promise<boolean>;
}

const defaultDeps: FeedbackDeps = {
  send: async (type, text) => (await import('../api/feedback.ts')).sendFeedback(type, text),
};
let deps: FeedbackDeps = defaultDeps;

/** Tests swap in a local stand-in for the network. */
export function setFeedbackDeps(d: Partial<FeedbackDeps> | null): void {
  deps = d ? { ...defaultDeps, ...d } : defaultDeps;
}

let thanksTimer: ReturnType<typeof setTimeout> | null = null;

export function openFeedback(): void {
  feedbackState.open = true;
}

/** The prompt was answered or dismissed before (this browser): it does not open by itself again. */
export function feedbackPromptDone(): boolean {
  return readText(FEEDBACK_PROMPT_KEY) !== null;
}

/** 'Maybe later'. Also used by Escape; ignored while a submission is in flight. */
export function dismissFeedback(): void {
  if (feedbackState.sending) return;
  feedbackState.open = false;
  if (!feedbackPromptDone()) writeText(FEEDBACK_PROMPT_KEY, 'dismissed');
}

/**
 * Schedules the dialog FEEDBACK_DELAY_MS from now, unless it was answered or dismissed before;
 * returns the canceller.
 */
export function scheduleFeedback(delayMs = FEEDBACK_DELAY_MS): () => void {
  if (feedbackPromptDone()) return () => undefined;
  const t = setTimeout(() => {
    if (!feedbackPromptDone()) openFeedback();
  }, delayMs);
  return () => clearTimeout(t);
}

function thank(message: string): void {
  feedbackState.thanks = message;
  thanksShown();
}

/**
 * (Re)starts the thank-you's THANKS_MS. thank() starts it, so it ends even with no screen to
 * show it; the corner toast calls it again once it is on screen, so a busy page that paints it
 * late still shows it the full 3 s.
 */
export function thanksShown(): void {
  if (thanksTimer) clearTimeout(thanksTimer);
  thanksTimer = setTimeout(() => {
    feedbackState.thanks = null;
  }, THANKS_MS);
}

/**
 * Submits feedback. Returns false when the submission was refused (blank detailed text, text over
 * FEEDBACK_TEXT_MAX, or one already in flight): the dialog stays open with the text. Otherwise
 * the dialog closes and the thank-you shows whatever the server says (docs/api.md#errors).
 */
export async function submitFeedback(type: FeedbackType, text = ''): Promise<boolean> {
  if (feedbackState.sending) return false;
  const body = type === 'detailed' ? text.trim() : '';
  if (type === 'detailed' && (body === '' || body.length > FEEDBACK_TEXT_MAX)) return false;
  feedbackState.sending = true;
  writeText(FEEDBACK_PROMPT_KEY, 'answered');
  try {
    const ok = await deps.send(type, body);
    if (!ok) logLocal('warn', 'feedback could not be sent');
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
