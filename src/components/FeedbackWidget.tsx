import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { sendFeedback } from '../api/feedback.ts';
import type { FeedbackType } from '../api/types.ts';
import { toast } from '../state/toasts.ts';
import { Button } from './Button.tsx';
import * as fieldCss from './Field.css.ts';
import * as css from './FeedbackWidget.css.ts';
import * as layout from './layout.css.ts';

const QUICK: { type: Exclude<FeedbackType, 'detailed'>; face: string; label: string }[] = [
  { type: 'positive', face: '😊', label: 'Love it' },
  { type: 'neutral', face: '😐', label: "It's okay" },
  { type: 'negative', face: '🙁', label: 'Not great' },
];

/**
 * Quick (positive / neutral / negative) or detailed feedback, sent as POST /feedback (spec §4, §7).
 * One submission at a time; a failure is only logged and the user is thanked either way (§8).
 */
export function FeedbackWidget({ onDone }: { onDone?: () => void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (type: FeedbackType) => {
    if (sending) return;
    if (type === 'detailed' && !text.trim()) return;
    setSending(true);
    await sendFeedback(type, type === 'detailed' ? text.trim() : '');
    setSending(false);
    setText('');
    toast.success(
      type === 'detailed' ? 'Thanks for the detailed feedback!' : 'Thanks for the feedback!',
    );
    onDone?.();
  };

  return (
    <div className={layout.stack.lg}>
      <div className={css.quick} role="group" aria-label="Quick feedback">
        {QUICK.map((q) => (
          <Button
            key={q.type}
            variant="secondary"
            className={css.quickButton}
            onPress={() => void submit(q.type)}
            isDisabled={sending}
            aria-label={`${q.label} (${q.type})`}
          >
            <span className={css.face} aria-hidden>
              {q.face}
            </span>
            {q.label}
          </Button>
        ))}
      </div>
      <TextField value={text} onChange={setText} isDisabled={sending} className={fieldCss.field}>
        <Label className={fieldCss.label}>Tell us more</Label>
        <TextArea className={css.textarea} placeholder="What works well? What should we improve?" />
      </TextField>
      <div>
        <Button
          onPress={() => void submit('detailed')}
          isDisabled={sending || !text.trim()}
          isPending={sending}
        >
          {sending ? 'Sending...' : 'Send Feedback'}
        </Button>
      </div>
    </div>
  );
}
