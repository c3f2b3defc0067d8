import { createContext, memo, useCallback, useContext, useMemo } from 'react';
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

type Live = Omit<CalibrationDialogProps, 'isOpen'>;

// The countdown changes every second while the dialog is open. It reaches the two pieces that
// show it through context, so the modal around them (react-aria overlay, focus scope, dialog)
// does not render again on every tick.
const LiveCalibration = createContext<Live | null>(null);
const ShellModal = memo(Modal);

function CalibrationProgress() {
  const live = useContext(LiveCalibration);
  if (!live) return null;
  const done = live.status === 'Calibrated';
  return (
    <>
      <ProgressBar
        label="Calibration progress"
        value={done ? 100 : live.progress}
        minValue={0}
        maxValue={100}
      />
      <p aria-live="polite" data-testid="calibration-remaining">
        {done
          ? 'Calibrated'
          : live.counting
            ? secondsRemainingText(live.secondsRemaining)
            : 'Waiting for you to appear in the camera...'}
      </p>
    </>
  );
}

function CalibrationCancel() {
  const live = useContext(LiveCalibration);
  if (!live) return null;
  return (
    <Button variant="secondary" onPress={live.onCancel} isDisabled={live.status === 'Calibrated'}>
      Cancel
    </Button>
  );
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
  const live = useMemo<Live>(
    () => ({ status, progress, secondsRemaining, counting, onCancel }),
    [status, progress, secondsRemaining, counting, onCancel],
  );
  // Escape never closes it (not dismissable); if it is closed anyway, that is a Cancel.
  const onOpenChange = useCallback((open: boolean) => (open ? undefined : onCancel()), [onCancel]);
  const body = useMemo(
    () => (
      <>
        <p className={m.muted}>
          Sit the way you want to sit all day: back supported, shoulders relaxed, screen at eye
          level. Hold still.
        </p>
        <CalibrationProgress />
        <div className={modalActions}>
          <CalibrationCancel />
        </div>
      </>
    ),
    [],
  );
  return (
    <LiveCalibration.Provider value={live}>
      <ShellModal
        title="Calibrating Posture"
        isOpen={isOpen}
        isDismissable={false}
        onOpenChange={onOpenChange}
      >
        {body}
      </ShellModal>
    </LiveCalibration.Provider>
  );
}
