import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FeedbackType } from '../../core/api/types.ts';
import { memoryStorage, setAppStorage } from '../browser/storage.ts';
import {
  FEEDBACK_DELAY_MS,
  FEEDBACK_TEXT_MAX,
  feedbackState,
  openFeedback,
  resetFeedback,
  scheduleFeedback,
  setFeedbackDeps,
  submitFeedback,
  thanksShown,
  dismissFeedback,
} from './feedback.ts';

// A local stand-in for POST /feedback (the server's own tests cover the route); we record calls and
// resolve them by hand to observe the in-flight rule.
let calls: [FeedbackType, string][] = [];
let resolveSend: (ok: boolean) => void = () => undefined;
beforeEach(() => {
  setAppStorage(memoryStorage());
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  calls = [];
  setFeedbackDeps({
    send: (type, text) => {
      calls.push([type, text]);
      return new Promise<boolean>((ok) => (resolveSend = ok));
    },
  });
  resetFeedback();
});
afterEach(() => {
  setFeedbackDeps(null);
  setAppStorage(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('feedback dialog rules (network stand-in)', () => {
  test('opens after 300000 ms', () => {
    const cancel = scheduleFeedback();
    vi.advanceTimersByTime(FEEDBACK_DELAY_MS - 1);
    expect(feedbackState.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(feedbackState.open).toBe(true);
    cancel();
  });

  test('cancelled schedule never opens', () => {
    scheduleFeedback()();
    vi.advanceTimersByTime(FEEDBACK_DELAY_MS * 2);
    expect(feedbackState.open).toBe(false);
  });

  test('quick feedback is sent, blocks others while in flight, closes and thanks for 3 s', async () => {
    openFeedback();
    const first = submitFeedback('positive');
    expect(feedbackState.sending).toBe(true);
    expect(await submitFeedback('negative')).toBe(false);
    dismissFeedback();
    expect(feedbackState.open).toBe(true);
    resolveSend(true);
    expect(await first).toBe(true);
    expect(calls).toEqual([['positive', '']]);
    expect(feedbackState).toMatchObject({
      open: false,
      sending: false,
      thanks: 'Thanks for the feedback!',
    });
    vi.advanceTimersByTime(2_999);
    expect(feedbackState.thanks).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(feedbackState.thanks).toBeNull();
  });

  test('a thank-you painted late still shows 3 s: thanksShown restarts its clock', async () => {
    const first = submitFeedback('positive');
    resolveSend(true);
    await first;
    vi.advanceTimersByTime(500);
    thanksShown();
    vi.advanceTimersByTime(2_999);
    expect(feedbackState.thanks).toBe('Thanks for the feedback!');
    vi.advanceTimersByTime(1);
    expect(feedbackState.thanks).toBeNull();
  });

  test('detailed: blank text is not sent; real text is trimmed and thanked in detail', async () => {
    openFeedback();
    expect(await submitFeedback('detailed', '   \n\t')).toBe(false);
    expect(calls).toEqual([]);
    expect(feedbackState.open).toBe(true);
    const p = submitFeedback('detailed', '  the alerts are too frequent ');
    resolveSend(true);
    await p;
    expect(calls).toEqual([['detailed', 'the alerts are too frequent']]);
    expect(feedbackState.thanks).toBe('Thanks for the detailed feedback!');
  });

  test('a failed send still thanks the user', async () => {
    openFeedback();
    const p = submitFeedback('neutral');
    resolveSend(false);
    await p;
    expect(feedbackState.thanks).toBe('Thanks for the feedback!');
  });

  test('text over the server limit (5000) is refused, not sent, not thanked; the dialog stays', async () => {
    openFeedback();
    expect(await submitFeedback('detailed', 'x'.repeat(FEEDBACK_TEXT_MAX + 1))).toBe(false);
    expect(calls).toEqual([]);
    expect(feedbackState).toMatchObject({ open: true, thanks: null });
    const p = submitFeedback('detailed', 'y'.repeat(FEEDBACK_TEXT_MAX));
    resolveSend(true);
    expect(await p).toBe(true);
    expect(calls[0]?.[1]).toHaveLength(FEEDBACK_TEXT_MAX);
  });

  test('once answered, the 5-minute prompt does not come back (remembered in storage)', async () => {
    openFeedback();
    const p = submitFeedback('positive');
    resolveSend(true);
    await p;
    scheduleFeedback();
    vi.advanceTimersByTime(FEEDBACK_DELAY_MS * 2);
    expect(feedbackState.open).toBe(false);
    // On request it still opens.
    openFeedback();
    expect(feedbackState.open).toBe(true);
  });

  test('once dismissed, the prompt does not come back either, also when dismissed while scheduled', () => {
    const cancel = scheduleFeedback(1000);
    openFeedback();
    dismissFeedback();
    vi.advanceTimersByTime(FEEDBACK_DELAY_MS);
    expect(feedbackState.open).toBe(false);
    cancel();
    scheduleFeedback();
    vi.advanceTimersByTime(FEEDBACK_DELAY_MS);
    expect(feedbackState.open).toBe(false);
  });

  test('Maybe later closes it', () => {
    openFeedback();
    dismissFeedback();
    expect(feedbackState.open).toBe(false);
  });
});
