import { memo } from 'react';
import { msg, useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { FalseAlarmStatus, type FalseAlarmActions } from './FalseAlarm.tsx';
import {
  displayScore,
  messageTone,
  ratingFor,
  ratingTone,
  sessionIndicator,
} from '../../state/monitoring/format.ts';
import * as m from './monitoring.css.ts';
import {
  calibrationText,
  cameraText,
  messageText,
  poseText,
  ratingText,
  sessionText,
} from '../../state/monitoring/shown-text.ts';
import { issueChips, type TimerValue } from '../../state/monitoring/view-model.ts';
import { SessionTimer } from './SessionTimer.tsx';
import { calibrationTone, cameraTone, IssueChips, Item } from './StatusItem.tsx';
import * as css from './StatusBar.css.ts';
import type {
  CalibrationStatus,
  CameraStatus,
  PoseStatus,
  PostureIssue,
} from '../../state/monitoring/types.ts';

export interface StatusBarProps {
  signedIn: boolean;
  sessionActive: boolean;
  cameraStatus: CameraStatus;
  /** Why the camera stopped or failed, when known (shown as the item's tooltip). */
  cameraDetail?: string | null;
  poseStatus: PoseStatus;
  calibrationStatus: CalibrationStatus;
  timer: TimerValue;
  /** docs/posture-rules.md#messages posture message, as the engine words it. */
  message: string;
  score: number;
  issues: readonly PostureIssue[];
  /** The inference backend in use (webgpu, webgl, wasm), once the model is ready. */
  backend?: string | null;
  now?: () => number;
  /** One polite tip about the camera placement, from the engine (camera far below eye level). */
  viewTip?: string | null;
  /** docs/posture-rules.md#away-and-back: the pose status reads 'Away'. */
  away?: boolean;
  /** docs/posture-rules.md#camera-moved: 'Your camera seems to have moved' with 'Recalibrate'. */
  cameraMoved?: boolean;
  /** docs/posture-rules.md#not-judging: nothing is judged now, so no 'I'm slouching now'. */
  notJudging?: boolean;
  onRecalibrate?: () => void;
  /** 'That wasn't a slouch' while a problem shows, and what it changed (FalseAlarm.tsx). */
  falseAlarm?: FalseAlarmActions;
}

/** What the score says before calibrated tracking has measured anything (docs/product.md#monitoring-screen). */
export const NOT_MEASURED = msg('Not measured yet');
/** docs/posture-rules.md#camera-moved: the page's words for the engine's camera-moved state. */
export const CAMERA_MOVED_TEXT = msg('Your camera seems to have moved');

/** docs/product.md#monitoring-screen status items: session indicator, camera/pose/calibration, timer, message, score, severities. */
export const StatusBar = memo(function StatusBar(p: StatusBarProps) {
  const t = useT();
  const indicator = sessionIndicator(p.signedIn, p.sessionActive);
  const rating = ratingFor(p.score);
  const tone = ratingTone(rating);
  // A score is a measurement only once calibrated tracking has run; before, it is the engine's start value.
  const measured =
    p.calibrationStatus === 'Calibrated' &&
    (p.timer.accumulatedMs > 0 || p.timer.runningSince !== null);
  const chips = issueChips(p.issues);
  const top = chips[0];
  const messageColour = messageTone({
    worst: top?.level ?? null,
    cameraMoved: p.cameraMoved,
    away: p.away,
    calibrated: p.calibrationStatus === 'Calibrated',
    message: p.message,
  });
  return (
    <section className={css.bar} aria-label={t('Status')}>
      <div className={css.topRow}>
        <span
          className={`${m.pill} ${m.toneBg[indicator === 'Active' ? 'good' : 'neutral']}`}
          data-testid="session-indicator"
        >
          {t('Session: {status}', { status: sessionText(indicator) })}
        </span>
        <SessionTimer value={p.timer} now={p.now} className={css.timer} />
      </div>
      <div className={css.scoreRow}>
        {measured ? (
          <div
            className={css.scoreBox}
            data-testid="posture-score"
            role="meter"
            aria-label={t('Posture score')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={displayScore(p.score)}
            aria-valuetext={`${displayScore(p.score)}, ${ratingText(rating)}`}
          >
            <span className={`${css.score} ${m.toneText[tone]}`}>{displayScore(p.score)}</span>
            <span
              className={`${m.pill} ${m.toneBg[tone]}`}
              data-testid="posture-rating"
              data-tone={tone}
            >
              {ratingText(rating)}
            </span>
          </div>
        ) : (
          <div
            className={css.scoreBox}
            data-testid="posture-score"
            role="img"
            aria-label={t('Posture score: not measured yet')}
          >
            <span className={`${css.score} ${m.toneText.neutral}`}>–</span>
            <span
              className={`${m.pill} ${m.toneBg.neutral}`}
              data-testid="posture-rating"
              data-tone="neutral"
            >
              {t(NOT_MEASURED)}
            </span>
          </div>
        )}
        <p
          className={`${css.message} ${m.toneText[messageColour]}`}
          data-testid="posture-message"
          data-tone={messageColour}
        >
          {messageText(p.message)}
        </p>
      </div>
      {p.cameraMoved ? (
        <div className={css.message} role="status" data-testid="camera-moved">
          <p>{t(CAMERA_MOVED_TEXT)}</p>
          {p.onRecalibrate ? (
            <Button variant="secondary" onPress={p.onRecalibrate}>
              {t('Recalibrate')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {p.viewTip ? (
        <p className={css.message} role="note" data-testid="view-tip">
          {t(p.viewTip)}
        </p>
      ) : null}
      <IssueChips chips={chips} />
      {p.falseAlarm ? (
        <FalseAlarmStatus
          flagged={chips.length > 0}
          calibrated={p.calibrationStatus === 'Calibrated'}
          judging={!p.notJudging && !p.away}
          actions={p.falseAlarm}
        />
      ) : null}
      <dl className={css.grid}>
        <Item
          label={t('Camera')}
          value={cameraText(p.cameraStatus)}
          tone={cameraTone(p.cameraStatus)}
          testId="camera-status"
          title={p.cameraDetail ? t(p.cameraDetail) : undefined}
        />
        <Item
          label={t('Pose')}
          value={poseText(p.away ? 'Away' : p.poseStatus)}
          tone={p.away ? 'fair' : p.poseStatus === 'Detected' ? 'good' : 'neutral'}
          testId="pose-status"
        />
        <Item
          label={t('Calibration')}
          value={calibrationText(p.calibrationStatus)}
          tone={calibrationTone(p.calibrationStatus)}
          testId="calibration-status"
        />
        {p.backend ? (
          <Item label={t('Backend')} value={p.backend} tone="neutral" testId="backend" />
        ) : null}
      </dl>
      {p.cameraDetail ? (
        <p className={css.cameraDetail} data-testid="camera-detail" role="status">
          {t(p.cameraDetail)}
          {p.cameraStatus === 'Stopped' ? ` ${t('Press Start Tracking to resume.')}` : ''}
        </p>
      ) : null}
    </section>
  );
});
