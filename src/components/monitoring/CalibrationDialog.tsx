import { Button } from '../Button.tsx';
import { Modal, modalActions } from '../Modal.tsx';
import { ProgressBar } from '../ProgressBar.tsx';
import { secondsRemainingText } from './format.ts';
import * as m from './monitoring.css.ts';
import type { CalibrationStatus } from './types.ts';

export interface CalibrationDialogProps {
  isOpen: boolean;
  status: CalibrationStatus;
  /** 0..100 */
  progress: number;
  secondsRemaining: number;
  /** The countdown has begun (it starts on the first detected frame, spec §4). */
  counting: boolean;
  onCancel: () => void;
}

/**
 * Spec §2 / §4 'Calibration': a progress bar, 'N seconds remaining' and Cancel (which ends the
 * session). Until the first frame with a person arrives, it says so instead of counting.
 */
export function CalibrationDialog({
  isOpen,
  status,
  progress,
  secondsRemaining,
  counting,
  onCancel,
}: CalibrationDialogProps) {
  const done = status === 'Calibrated';
  return (
    <Modal
      title="Calibrating Posture"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => (open ? undefined : onCancel())}
    >
      <p className={m.muted}>
        Sit the way you want to sit all day: back supported, shoulders relaxed, screen at eye level.
        Hold still.
      </p>
      <ProgressBar
        label="Calibration progress"
        value={done ? 100 : progress}
        minValue={0}
        maxValue={100}
      />
      <p aria-live="polite" data-testid="calibration-remaining">
        {done
          ? 'Calibrated'
          : counting
            ? secondsRemainingText(secondsRemaining)
            : 'Waiting for you to appear in the camera...'}
      </p>
      <div className={modalActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={done}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
