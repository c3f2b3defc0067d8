import { msg } from '../../i18n/index.ts';
import type { CalibrationProblem } from '../../state/monitoring/types.ts';

/** What the calibration dialog says for each problem (shown through t()). 'person-lost' pauses; the others failed. */
export const PROBLEM_TEXT: Record<CalibrationProblem, string> = {
  'person-lost': msg(
    'We lost sight of you. The countdown is paused and goes on when your head and shoulders are back in view.',
  ),
  'no-person': msg(
    'No one was found in the camera for 15 seconds. Sit in front of the camera with your head and shoulders in view, then retry.',
  ),
  'too-dark': msg(
    'The camera picture is too dark to find you. Turn on a light or face a window, then retry.',
  ),
  'no-baseline': msg(
    'Your posture could not be measured from what the camera saw. Face the camera with your head and shoulders in view, then retry.',
  ),
};
