import { useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { Modal, modalActions } from '../Modal.tsx';
import * as m from './monitoring.css.ts';

export interface EndSessionDialogProps {
  isOpen: boolean;
  /** Ends the session (score, episodes and timer reset; a recorded session ends on the server). */
  onConfirm: () => void;
  /** Keeps the session as it is (also Escape). */
  onCancel: () => void;
}

/**
 * End Session asks first (docs/decisions.md#end-session-asks-first): ending resets the score,
 * the episodes and the timer, and ends a recorded session on the server, so it is never one stray
 * click. Escape or 'Keep session' leaves everything as it was; the focus starts on 'Keep session'.
 */
export function EndSessionDialog({ isOpen, onConfirm, onCancel }: EndSessionDialogProps) {
  const t = useT();
  return (
    <Modal
      title={t('End this session?')}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
    >
      <p className={m.muted}>
        {t(
          'The camera stops, and the score, the episodes and the timer start again from zero. Your calibration is kept.',
        )}
      </p>
      <div className={modalActions}>
        <Button variant="secondary" onPress={onCancel} autoFocus>
          {t('Keep session')}
        </Button>
        <Button variant="danger" onPress={onConfirm}>
          {t('End Session')}
        </Button>
      </div>
    </Modal>
  );
}
