// Shared data shapes of the posture engine. Plain data only: these cross the worker boundary
// (structured clone), so no classes, functions or Maps.

/** One landmark. Image landmarks are in pixels of the analysed image; world landmarks in metres. */
export interface Landmark {
  x: number;
  y: number;
  /** Image landmarks: ignored (the 2D z of these weights is not on the image scale, docs/architecture.md#pose-model). World: metres. */
  z?: number;
  /** 0..1, BlazePose's per-landmark score (pose-detection calls it `score`). */
  visibility?: number;
  name?: string;
}

/** One analysed frame, as the pose worker hands it to the engine. */
export interface PoseFrame {
  /** The 33 BlazePose landmarks in pixels of the analysed image. */
  landmarks: Landmark[];
  /** BlazePose keypoints3D: metres, origin between the hips. The only source of depth. */
  worldLandmarks?: Landmark[];
  width: number;
  height: number;
  /** Frame timestamp in ms (the camera's clock, passed through to estimatePoses). */
  timestamp: number;
}

export type IssueType = 'forwardHead' | 'headTilt' | 'shoulderAsymmetry' | 'slouching';

/** docs/posture-rules.md#data. */
export interface PostureIssue {
  type: IssueType;
  /** 0..2 */
  severity: number;
  message: string;
  value: number;
}

export type SeverityLevel = 'low' | 'medium' | 'high';
export type Rating = 'Excellent' | 'Good' | 'Needs Improvement';
export type CalibrationStatus = 'Not calibrated' | 'Calibrating...' | 'Calibrated';

/** docs/posture-rules.md#data. */
export interface Episode {
  id: string;
  type: IssueType | 'score';
  message: string;
  startTime: number;
  endTime: number | null;
  /** ms */
  duration: number;
  maxSeverity: number;
}

/** docs/posture-rules.md#data. */
export interface Analytics {
  episodes: Episode[];
  currentEpisode: Episode | null;
  totalEpisodes: number;
  /** ms */
  totalTimeInPoorPosture: number;
}

/** docs/posture-rules.md#data. */
export interface WindowedMetrics {
  mean: number;
  min: number;
  max: number;
  sampleCount: number;
}
