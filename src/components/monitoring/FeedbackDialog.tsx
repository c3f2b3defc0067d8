import { memo, useState } from 'react';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import type { FeedbackType } from '../../../core/api/types.ts';
import { FEEDBACK_TEXT_MAX } from '../../state/feedback.ts';
import { msg, useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { Modal, modalActions } from '../Modal.tsx';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';

export interface FeedbackDialogProps {
  isOpen: boolean;
  /** A submission is in flight: every submit is blocked and reads 'Sending...' (docs/validation.md#auth-forms). */
  sending: boolean;
  onSubmit: (type: FeedbackType, text: string) => void;
  onDismiss: () => void;
}

// Mouths of a tiny face icon: drawn, not emoji, so they look the same without an emoji font.
const MOUTHS = {
  positive: 'M8 14 q4 4 8 0',
  neutral: 'M8 15 h8',
  negative: 'M8 16 q4 -4 8 0',
} as const;

function Face({ mood }: { mood: keyof typeof MOUTHS }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="15" cy="10" r="1.2" fill="currentColor" />
      <path
        d={MOUTHS[mood]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

const QUICK: { type: Exclude<FeedbackType, 'detailed'>; label: string }[] = [
  { type: 'positive', label: msg('Positive') },
  { type: 'neutral', label: msg('Neutral') },
  { type: 'negative', label: msg('Negative') },
];

/** docs/product.md#monitoring-screen, docs/product.md#feedback feedback dialog: quick positive/neutral/negative, a detailed free-text option, 'Maybe later'. */
export const FeedbackDialog = memo(function FeedbackDialog({
  isOpen,
  sending,
  onSubmit,
  onDismiss,
}: FeedbackDialogProps) {
  const t = useT();
  const close = () => {
    if (!sending) onDismiss();
  };
  return (
    <Modal
      title={t('How is your posture coach working for you?')}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
    >
      {/* The body mounts with the dialog, so its text starts empty every time it opens. */}
      <FeedbackBody sending={sending} onSubmit={onSubmit} close={close} />
    </Modal>
  );
});

function FeedbackBody({
  sending,
  onSubmit,
  close,
}: Pick<FeedbackDialogProps, 'sending' | 'onSubmit'> & { close: () => void }) {
  const t = useT();
  const [detailed, setDetailed] = useState(false);
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  return (
    <>
      {detailed ? (
        <TextField
          className={css.textField}
          value={text}
          onChange={setText}
          isDisabled={sending}
          // The server keeps at most FEEDBACK_TEXT_MAX characters: the field stops there and says
          // so, instead of sending text that would be refused while the user is thanked.
          maxLength={FEEDBACK_TEXT_MAX}
          autoFocus
        >
          <Label className={css.textLabel}>{t('Tell us more')}</Label>
          <TextArea
            className={css.textArea}
            rows={4}
            placeholder={t('What works, what gets in the way, what you would change...')}
          />
          <Text slot="description" className={m.muted} data-testid="feedback-count">
            {t('{count} / {max} characters', { count: text.length, max: FEEDBACK_TEXT_MAX })}
          </Text>
        </TextField>
      ) : (
        <>
          <p className={m.muted}>
            {t('One tap is enough. Your answer helps us make the nudges kinder and more accurate.')}
          </p>
          <div className={css.quick} role="group" aria-label={t('Quick feedback')}>
            {QUICK.map((q) => (
              <Button
                key={q.type}
                variant="secondary"
                isDisabled={sending}
                onPress={() => onSubmit(q.type, '')}
              >
                <Face mood={q.type} /> {sending ? t('Sending...') : t(q.label)}
              </Button>
            ))}
          </div>
        </>
      )}
      <div className={modalActions}>
        <Button variant="ghost" onPress={close} isDisabled={sending}>
          {t('Maybe later')}
        </Button>
        {detailed ? (
          <Button isDisabled={sending || blank} onPress={() => onSubmit('detailed', text)}>
            {sending ? t('Sending...') : t('Send feedback')}
          </Button>
        ) : (
          <Button variant="secondary" isDisabled={sending} onPress={() => setDetailed(true)}>
            {t('Write detailed feedback')}
          </Button>
        )}
      </div>
    </>
  );
}
