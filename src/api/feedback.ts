import { api } from './client.ts';
import type { FeedbackPayload, FeedbackResponse, FeedbackType } from '../../core/api/types.ts';
import { msg } from '../i18n/index.ts';

export function buildFeedback(type: FeedbackType, text: string, now = new Date()): FeedbackPayload {
  return {
    feedback_type: type,
    feedback_text: text ?? '',
    user_agent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
    timestamp: now.toISOString(),
  };
}

/** POST /feedback. docs/api.md#errors: failures are only logged; the caller thanks the user either way. */
export async function sendFeedback(type: FeedbackType, text: string): Promise<boolean> {
  try {
    const res = await api.post<FeedbackResponse>('/feedback', buildFeedback(type, text), {
      fallback: msg('Failed to send feedback'),
    });
    console.info('[feedback] sent', res);
    return true;
  } catch (e) {
    console.warn('[feedback] could not be sent', e);
    return false;
  }
}
