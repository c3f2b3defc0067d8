// The words the monitoring screen shows for values that are also its logic (statuses, ratings,
// severity levels): the English value is the catalog key, marked here with msg() and translated
// where it is shown (docs/product.md#language).
import { msg, t } from '../../i18n/index.ts';
import { GATE_MISSING } from '../../../core/posture/constants.ts';
import type { SeverityLevel } from './format.ts';
import type { CalibrationStatus, CameraStatus, PoseStatus, Rating } from './types.ts';

const CAMERA: Record<CameraStatus, string> = {
  'Not initialized': msg('Not initialized'),
  'Connecting...': msg('Connecting...'),
  Connected: msg('Connected'),
  'Permission denied': msg('Permission denied'),
  Stopped: msg('Stopped'),
};
const POSE: Record<PoseStatus | 'Away', string> = {
  Detected: msg('Detected'),
  'Not detected': msg('Not detected'),
  Away: msg('Away'),
};
const CALIBRATION: Record<CalibrationStatus, string> = {
  'Not calibrated': msg('Not calibrated'),
  'Calibrating...': msg('Calibrating...'),
  Calibrated: msg('Calibrated'),
};
const RATING: Record<Rating, string> = {
  Excellent: msg('Excellent'),
  Good: msg('Good'),
  'Needs Improvement': msg('Needs Improvement'),
};
const SESSION: Record<'Not logged in' | 'Inactive' | 'Active', string> = {
  'Not logged in': msg('Not logged in'),
  Inactive: msg('Inactive'),
  Active: msg('Active'),
};
/** A Recent Episodes row's severity: the episode's peak. */
const PEAK: Record<SeverityLevel, string> = {
  low: msg('peak low'),
  medium: msg('peak medium'),
  high: msg('peak high'),
};
/** An issue chip's severity: the level now. */
const NOW: Record<SeverityLevel, string> = {
  low: msg('low now'),
  medium: msg('medium now'),
  high: msg('high now'),
};

export const cameraText = (s: CameraStatus) => t(CAMERA[s]);
export const poseText = (s: PoseStatus | 'Away') => t(POSE[s]);
export const calibrationText = (s: CalibrationStatus) => t(CALIBRATION[s]);
export const ratingText = (r: Rating) => t(RATING[r]);
export const sessionText = (s: keyof typeof SESSION) => t(SESSION[s]);
export const peakText = (l: SeverityLevel) => t(PEAK[l]);
export const nowText = (l: SeverityLevel) => t(NOW[l]);

const MISSING_PREFIX = `${GATE_MISSING}: `;
/**
 * An engine message (core/posture/engine-message.ts) in the app's language: the message is its own
 * key, except 'Missing landmarks: nose, left shoulder', translated part by part.
 */
export function messageText(message: string): string {
  if (!message.startsWith(MISSING_PREFIX)) return t(message);
  const names = message.slice(MISSING_PREFIX.length).split(', ');
  return t('Missing landmarks: {names}', { names: names.map((n) => t(n)).join(', ') });
}
