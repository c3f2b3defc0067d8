import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'info' | 'success' | 'error' | 'loading';
export interface ToastContent {
  message: string;
  tone: ToastTone;
}

/** docs/product.md#routes, docs/constants.md#timing: the app's toasts sit top-center and last 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;

/** docs/constants.md#timing: toasts, limit 20. */
export const TOAST_LIMIT = 20;

// One queue for the whole app, newest first (react-aria's queue puts a new toast at the front).
// The region that renders it is lazy-loaded (components/Toasts.tsx), so toasts raised before it
// mounts simply wait in the queue.
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT });

function add(
  message: string,
  tone: ToastTone,
  timeout: number | undefined = TOAST_TIMEOUT_MS,
): string {
  return toastQueue.add({ message, tone }, timeout === undefined ? {} : { timeout });
}

export const toast = {
  info: (message: string) => add(message, 'info'),
  success: (message: string) => add(message, 'success'),
  error: (message: string) => add(message, 'error'),
  /** Stays until dismissed (or replaced by the outcome toast). */
  loading: (message: string) => add(message, 'loading', 15_000),
  dismiss: (key: string) => toastQueue.close(key),
};
