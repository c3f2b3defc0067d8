import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { sendFeedback } from '../api/feedback.ts';
import type { FeedbackType } from '../../core/api/types.ts';
import { msg, useT } from '../i18n/index.ts';
import { toast } from '../state/toasts.ts';
import { Button } from './Button.tsx';
import * as fieldCss from './Field.css.ts';
import * as css from './FeedbackWidget.css.ts';
import * as layout from './layout.css.ts';

// Mouth curves for the three faces, drawn as SVG so they look the same with any system font.
// `name` is the button's accessible name: its visible label and the kind of feedback it sends.
const QUICK: {
  type: Exclude<FeedbackType, 'detailed'>;
  mouth: string;
  label: string;
  name: string;
}[] = [
  {
    type: 'positive',
    mouth: 'M8 14.5c1.2 1.6 2.5 2.3 4 2.3s2.8-.7 4-2.3',
    label: msg('Love it'),
    name: msg('Love it (positive)'),
  },
  {
    type: 'neutral',
    mouth: 'M8.5 15.5h7',
    label: msg("It's okay"),
    name: msg("It's okay (neutral)"),
  },
  {
    type: 'negative',
    mouth: 'M8 16.8c1.2-1.6 2.5-2.3 4-2.3s2.8.7 4 2.3',
    label: msg('Not great'),
    name: msg('Not great (negative)'),
  },
];

function Face({ mouth }: { mouth: string }) {
  return (
    <svg
      className={css.face}
      viewBox="0 0 24 24"
      width="30"
      height="30"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="10" />
      <circle cx="8.8" cy="9.5" r="0.6" fill="currentColor" />
      <circle cx="15.2" cy="9.5" r="0.6" fill="currentColor" />
      <path d={mouth} />
    </svg>
  );
}

/**
 * Quick (positive / neutral / negative) or detailed feedback, sent as POST /feedback (docs/product.md#feedback, docs/api.md#calls).
 * One submission at a time; a failure is only logged and the user is thanked either way (docs/api.md#errors).
 */
export function FeedbackWidget({ onDone }: { onDone?: () => void }) {
  const t = useT();
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
      type === 'detailed' ? t('Thanks for the detailed feedback!') : t('Thanks for the feedback!'),
    );
    onDone?.();
  };

  return (
    <div className={layout.stack.lg}>
      <div className={css.quick} role="group" aria-label={t('Quick feedback')}>
        {QUICK.map((q) => (
          <Button
            key={q.type}
            variant="secondary"
            className={css.quickButton}
            onPress={() => void submit(q.type)}
            isDisabled={sending}
            aria-label={t(q.name)}
          >
            <Face mouth={q.mouth} />
            {t(q.label)}
          </Button>
        ))}
      </div>
      <TextField value={text} onChange={setText} isDisabled={sending} className={fieldCss.field}>
        <Label className={fieldCss.label}>{t('Tell us more')}</Label>
        <TextArea
          className={css.textarea}
          placeholder={t('What works well? What should we improve?')}
        />
      </TextField>
      <div>
        <Button
          onPress={() => void submit('detailed')}
          isDisabled={sending || !text.trim()}
          isPending={sending}
        >
          {sending ? t('Sending...') : t('Send Feedback')}
        </Button>
      </div>
    </div>
  );
}
