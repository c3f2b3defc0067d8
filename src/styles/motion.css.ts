// The app's entrance motions, one keyframes each, so every notice and dialog comes in the same way.
import { keyframes } from '@vanilla-extract/css';
import { enterFrom } from './recipes.ts';

/** Toasts come down into the band at the top of the page. */
export const dropIn = keyframes(enterFrom('translateY(-8px)'));
/** Notices over the camera view come up from its bottom edge. */
export const riseIn = keyframes(enterFrom('translateY(10px)'));
/** Dialogs rise a little and grow to their size. */
export const dialogIn = keyframes(enterFrom('translateY(8px) scale(0.98)'));
/** A dialog's backdrop fades in. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
