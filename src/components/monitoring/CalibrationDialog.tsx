import { createContext, memo, useCallback, useContext, useMemo } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { InNextTask } from '../InNextTask.tsx';
import { Modal, modalActions } from '../Modal.tsx';
import { ProgressBar } from '../ProgressBar.tsx';
import { secondsRemainingText } from '../../state/monitoring/format.ts';
import { PROBLEM_TEXT } from './calibration-text.ts';
import { EXAMPLE_STEP_TITLE, ExampleWanted, SlouchExampleStep } from './SlouchExampleStep.tsx';
import * as m from './monitoring.css.ts';
import type { CalibrationProblem, CalibrationStatus } from '../../state/monitoring/types.ts';

export interface CalibrationDialogProps {
  isOpen: boolean;
  status: CalibrationStatus;
  /** 0..100 */
  progress: number;
  secondsRemaining: number;
  /** The countdown has begun (it starts on the first detected frame, docs/posture-rules.md#calibration). */
  counting: boolean;
  /** Why it is paused or failed (the dialog says why instead of hanging). */
  problem?: CalibrationProblem | null;
  /** A baseline from before exists: 'Keep previous calibration' is offered. */
  canKeep?: boolean;
  onCancel: () => void;
  /** After a failure: a new calibration. */
  onRetry?: () => void;
  /** Stop this calibration and keep the saved baseline. */
  onKeep?: () => void;
  /** docs/posture-rules.md#slouch-example: the 'Now slouch' step records (the dialog shows it). */
  exampleStep?: boolean;
  /** The step is asked for (its checkbox) or skipped (Skip, Escape). */
  onWantExample?: (on: boolean) => void;
  onSkipExample?: () => void;
}

type Live = Omit<CalibrationDialogProps, 'isOpen'>;

// The countdown changes every second while the dialog is open. It reaches the two pieces that
// show it through context, so the modal around them (react-aria overlay, focus scope, dialog)
// does not render again on every tick.
const LiveCalibration = createContext<Live | null>(null);
const ShellModal = memo(Modal);

/** The live calibration (null outside the dialog) and whether it is done. */
function useLive() {
  const live = useContext(LiveCalibration);
  return live && { ...live, done: live.status === 'Calibrated' };
}

function CalibrationProgress() {
  const t = useT();
  const live = useLive();
  if (!live) return null;
  return (
    <>
      <ProgressBar
        label={t('Calibration progress')}
        value={live.done ? 100 : live.progress}
        minValue={0}
        maxValue={100}
      />
      <p aria-live="polite" data-testid="calibration-remaining">
        {live.done
          ? t('Calibrated')
          : live.counting && !failed(live.problem)
            ? secondsRemainingText(live.secondsRemaining)
            : failed(live.problem)
              ? t('Calibration stopped')
              : t('Waiting for you to appear in the camera...')}
      </p>
      <p role="alert" className={m.muted} data-testid="calibration-problem">
        {live.problem && !live.done ? t(PROBLEM_TEXT[live.problem]) : null}
      </p>
    </>
  );
}

const failed = (p: CalibrationProblem | null | undefined) => Boolean(p && p !== 'person-lost');

function CalibrationIntro() {
  const t = useT();
  return (
    <p className={m.muted}>
      {t(
        'Sit the way you want to sit all day: back supported, shoulders relaxed, screen at eye level. Hold still.',
      )}
    </p>
  );
}

function CalibrationActions() {
  const t = useT();
  const live = useLive();
  if (!live) return null;
  return (
    <>
      {live.onWantExample && !live.done ? <ExampleWanted onChange={live.onWantExample} /> : null}
      {live.canKeep && !live.done && live.onKeep ? (
        <Button variant="ghost" onPress={live.onKeep}>
          {t('Keep previous calibration')}
        </Button>
      ) : null}
      <Button variant="secondary" onPress={live.onCancel} isDisabled={live.done}>
        {t('Cancel')}
      </Button>
      {failed(live.problem) && !live.done && live.onRetry ? (
        <Button onPress={live.onRetry}>{t('Retry')}</Button>
      ) : null}
    </>
  );
}

/**
 * docs/product.md#monitoring-screen, docs/posture-rules.md#calibration: a progress bar, 'N seconds remaining' and Cancel (which ends the
 * session). Until the first frame with a person arrives, it says so instead of counting. A
 * paused or failed calibration says why; a failed one offers Retry beside Cancel; with a
 * saved baseline, 'Keep previous calibration' stops it and keeps that baseline.
 */
export const CalibrationDialog = memo(function CalibrationDialog({
  isOpen,
  status,
  progress,
  secondsRemaining,
  counting,
  problem = null,
  canKeep = false,
  onCancel,
  onRetry,
  onKeep,
  exampleStep = false,
  onWantExample,
  onSkipExample,
}: CalibrationDialogProps) {
  const t = useT();
  const live = useMemo<Live>(
    () => ({
      status,
      progress,
      secondsRemaining,
      counting,
      problem,
      canKeep,
      onCancel,
      ...(onRetry ? { onRetry } : {}),
      ...(onKeep ? { onKeep } : {}),
      ...(onWantExample ? { onWantExample } : {}),
    }),
    [
      status,
      progress,
      secondsRemaining,
      counting,
      problem,
      canKeep,
      onCancel,
      onRetry,
      onKeep,
      onWantExample,
    ],
  );
  const skip = onSkipExample ?? onCancel;
  // Escape never closes it (neither it nor a click outside dismisses it): Cancel, Retry and
  // 'Keep previous calibration' are the ways out. If it is closed anyway, that is a Cancel.
  // During the slouch step Escape is Skip.
  const onOpenChange = useCallback(
    (open: boolean) => (open ? undefined : exampleStep ? skip() : onCancel()),
    [onCancel, exampleStep, skip],
  );
  // The body mounts a task after the dialog opens (InNextTask): one 49-74 ms task was two.
  const body = useMemo(
    () => (
      <InNextTask>
        <CalibrationIntro />
        <CalibrationProgress />
        <div className={modalActions}>
          <CalibrationActions />
        </div>
      </InNextTask>
    ),
    [],
  );
  return (
    <LiveCalibration.Provider value={live}>
      <ShellModal
        title={exampleStep ? t(EXAMPLE_STEP_TITLE) : t('Calibrating Posture')}
        isOpen={isOpen || exampleStep}
        isDismissable={false}
        isKeyboardDismissDisabled={!exampleStep}
        onOpenChange={onOpenChange}
      >
        {exampleStep ? <SlouchExampleStep onSkip={skip} /> : body}
      </ShellModal>
    </LiveCalibration.Provider>
  );
});
