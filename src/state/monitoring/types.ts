// The slice of the engine's summary (core/posture/engine.ts EngineSummary, see the engine/pipeline
// contract) that the monitoring screen shows. Kept structural so the pieces render from any
// EngineSummary-like object without importing the engine (and its worker-side code) here.
import type { CalibrationProblem } from '../../../core/posture/calibration.ts';
import type {
  Analytics,
  CalibrationStatus,
  Episode,
  PostureIssue,
  Rating,
  WindowedMetrics,
} from '../../../core/posture/types.ts';

export type {
  Analytics,
  CalibrationProblem,
  CalibrationStatus,
  Episode,
  PostureIssue,
  Rating,
  WindowedMetrics,
};

export type { CameraStatus } from '../../browser/camera.ts';
export type PoseStatus = 'Detected' | 'Not detected';

export interface SummaryView {
  poseStatus: PoseStatus;
  issues: PostureIssue[];
  message: string;
  score: number;
  rating?: Rating;
  calibration: {
    status: CalibrationStatus;
    progress: number;
    secondsRemaining: number;
    /** Why the countdown is paused ('person-lost') or failed (core/posture/calibration.ts). */
    problem?: CalibrationProblem | null;
  };
  analytics: Analytics;
  metrics: WindowedMetrics | null;
  /** The engine's one-line tip when the calibrated view is weak (camera far below eye level). */
  viewTip?: string | null;
  /** docs/posture-rules.md#away-and-back: nobody there for 10 s; the status reads 'Away'. */
  away?: boolean;
  /** docs/posture-rules.md#camera-moved: the page offers to recalibrate. */
  cameraMoved?: boolean;
  /**
   * docs/posture-rules.md#not-judging: why nothing is judged now; 'I'm slouching now' is not
   * offered then (the engine would take nothing). Absent in older summaries.
   */
  notJudging?: 'someone-else' | 'standing' | 'moved-away' | null;
  /** docs/posture-rules.md#low-power: the pose worker analyses 2 frames a second. */
  lowPower?: boolean;
}
